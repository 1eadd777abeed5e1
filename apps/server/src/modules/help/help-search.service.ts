import type { RequestContext } from '@server/platform/context/request-context';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { searchHelpEntries } from './help-search.repository';

/** Help entries whose title or text match the keyword; each opens the help list searched for its title. */
export async function searchHelp(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  const rows = await searchHelpEntries(ctx.db, ctx.tenantId, keyword, window);
  return candidatesOf(rows, (row) => ({ route: '/helpList', params: {}, query: { keyword: row.title } }));
}
