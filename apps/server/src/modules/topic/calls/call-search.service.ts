import type { RequestContext } from '@server/platform/context/request-context';
import { hasRole } from '@server/platform/auth/actor';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { topicRoles } from '@server/modules/topic/topic.access';
import { searchCallsOverPath } from './call-search.repository';

/**
 * Topic calls matching the keyword, as the teacher's list of calls shows them (teachers only, as that list); each
 * opens the list of calls filtered to its title, all of them, since the teacher's side has no page of one call.
 */
export async function searchTopicCalls(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  if (!hasRole(ctx.actor, ...topicRoles.teacher)) return { candidates: [], total: 0 };
  const rows = await searchCallsOverPath(ctx.db, ctx.tenantId, ctx.actor.orgPath, keyword, window);
  return candidatesOf(rows, (row) => ({ route: '/scientific/topic', params: {}, query: { keyword: row.title, all: '1' } }));
}
