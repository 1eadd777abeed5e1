import type { RequestContext } from '@server/platform/context/request-context';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { audienceFactsOf } from '@server/modules/research/people.repository';
import { searchSquareActivities } from './activity-search.repository';

/** Activities of the square the caller may open whose title matches the keyword; each opens its cover page. */
export async function searchResearchActivities(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  const facts = await audienceFactsOf(ctx.db, ctx.tenantId, ctx.actor);
  const rows = await searchSquareActivities(ctx.db, ctx.tenantId, ctx.actor.userId, facts, keyword, window);
  return candidatesOf(rows, (row) => ({ route: '/research/ActivityCover/:id', params: { id: String(row.id) }, query: {} }));
}
