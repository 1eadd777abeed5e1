import type { RequestContext } from '@server/platform/context/request-context';
import { hasRole } from '@server/platform/auth/actor';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { diskRoles } from '@server/modules/disk/disk.access';
import { searchOwnResources, searchReceivedResources } from './disk-resource-search.repository';

// The disk's kinds of the site-wide search, for the roles that have a disk (as its pages).

/** The caller's own live resources matching the keyword; each opens its page. */
export async function searchMyDiskResources(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  if (!hasRole(ctx.actor, ...diskRoles.owner)) return { candidates: [], total: 0 };
  const rows = await searchOwnResources(ctx.db, ctx.tenantId, ctx.actor.userId, keyword, window);
  return candidatesOf(rows, (row) => ({ route: '/disk/detail/:id', params: { id: String(row.id) }, query: {} }));
}

/** Resources issued to the caller (live issues, live resources) matching the keyword; each opens its page through its issue. */
export async function searchReceivedDiskResources(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  if (!hasRole(ctx.actor, ...diskRoles.owner)) return { candidates: [], total: 0 };
  const rows = await searchReceivedResources(ctx.db, ctx.tenantId, ctx.actor.userId, keyword, window);
  return candidatesOf(rows, (row) => ({
    route: '/disk/detail/:id',
    params: { id: String(row.id) },
    query: { issue: String(row.issueId) },
  }));
}
