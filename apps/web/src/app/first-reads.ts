import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { currentAppPath } from '@/shared/session/navigation';
import { sessionStore } from '@/shared/session/session-store';
import type { PrefetchContext } from '@/shared/ui/route-prefetch';
import { MAIN_LAYOUT_PREFETCH, MAIN_ROUTES, type PageRoute } from './route-table';

/**
 * The signed-in layout's route at `pathname`: a static path first (as the router ranks it above a pattern that also
 * matches, `/manage/training/new` over `/manage/training/:id`), else the first pattern matching.
 */
function mainRouteAt(pathname: string): PageRoute | undefined {
  return MAIN_ROUTES.find((route) => route.path === pathname) ?? MAIN_ROUTES.find((route) => matchPath(route.path, pathname));
}

/**
 * Starts the reads of the page being opened (the signed-in layout's bell, and what its route declares as its
 * `prefetch`: /home, a training catalogue, /studyTime) as the entry module runs, into the query cache the pages then
 * read. They were asked for once the page's code had downloaded and rendered: on a phone (Lighthouse's simulated slow
 * 4G), a round trip or two after the scripts, on the way to the page's largest paint (issue 19). Which reads a page
 * makes is its feature's rule (app/route-table.ts names them), not start-up's.
 *
 * Only for a stored session that may see its pages (confirmed, no password change due) and a tenant known from the
 * last load (every call names it); a quick-login link brings a session of its own. Anything else loads as before.
 */
export function startFirstReads(queryClient: QueryClient): void {
  const { loginInfo, appInfo, teacherInfo } = sessionStore.getState();
  if (!loginInfo || !appInfo || loginInfo.needConfirm || loginInfo.mustChangePassword) return;
  const search = new URLSearchParams(window.location.search);
  if (search.has('jti') || search.has('rpcid')) return;
  const pathname = currentAppPath().replace(/\/+$/, '') || '/';
  const route = mainRouteAt(pathname);
  if (!route) return;
  const at: PrefetchContext = { pathname, search, userId: loginInfo.userId, teacherInfo };
  route.prefetch?.(queryClient, at);
  MAIN_LAYOUT_PREFETCH(queryClient, at);
}
