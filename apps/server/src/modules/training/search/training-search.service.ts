import type { SearchLink } from '@yanxiu/contract/search';
import type { RequestContext } from '@server/platform/context/request-context';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { schoolIdOf } from '@server/modules/training/training.access';
import { searchCatalogueProgrammes, searchPublishedOpenClasses, type ProgrammeSearchRow } from './training-search.repository';

// Training's kinds of the site-wide search; each result opens the page its list opens.

/** A programme's one address (the web's programmePath): under its kind's catalogue, its studio, or "my school". */
function programmeLink(row: ProgrammeSearchRow): SearchLink {
  const id = String(row.id);
  if (row.kind === 'school') return { route: '/my/schoolTraining/:id', params: { id }, query: {} };
  if (row.kind === 'studio')
    return row.studioId === null
      ? { route: '/my/training/studio/:id', params: { id }, query: {} }
      : { route: '/training/studio/:studioId/:id', params: { studioId: String(row.studioId), id }, query: {} };
  return { route: `/training/${row.kind}/:id`, params: { id }, query: {} };
}

/** Programmes the caller finds in the catalogue (published or closed, meant for their school) matching the keyword. */
export async function searchTrainingProgrammes(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  const rows = await searchCatalogueProgrammes(ctx.db, ctx.tenantId, schoolIdOf(ctx.actor), keyword, window);
  return candidatesOf(rows, programmeLink);
}

/** Published open classes matching the keyword; each opens its player. */
export async function searchOpenClasses(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  const rows = await searchPublishedOpenClasses(ctx.db, ctx.tenantId, keyword, window);
  return candidatesOf(rows, (row) => ({ route: '/videoPlay', params: {}, query: { openClassId: String(row.id) } }));
}
