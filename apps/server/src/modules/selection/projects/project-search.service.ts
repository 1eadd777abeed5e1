import type { RequestContext } from '@server/platform/context/request-context';
import { hasRole } from '@server/platform/auth/actor';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { selectionRoles } from '@server/modules/selection/selection.access';
import { searchProjectsOverPath } from './project-search.repository';

/** Selection projects matching the keyword, as the teacher's list shows them (teachers only); each opens its page. */
export async function searchSelectionProjects(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  if (!hasRole(ctx.actor, ...selectionRoles.teacher)) return { candidates: [], total: 0 };
  const rows = await searchProjectsOverPath(ctx.db, ctx.tenantId, ctx.actor.orgPath, keyword, window);
  return candidatesOf(rows, (row) => ({ route: '/mySelection/apply/:projectId', params: { projectId: String(row.id) }, query: {} }));
}
