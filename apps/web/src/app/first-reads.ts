import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { prefetchHome } from '@/features/home/home-reads.public';
import { prefetchStudyTime } from '@/features/learning/hours-reads.public';
import { prefetchUnreadCount } from '@/features/notifications/notifications-reads.public';
import { prefetchCatalogue } from '@/features/training/training-reads.public';
import { currentAppPath } from '@/shared/session/navigation';
import { sessionStore } from '@/shared/session/session-store';
import { PAGES } from './page-registry';
import { MAIN_ROUTES } from './route-table';

/** The catalogue pages' addresses (`/training/common`, …): the route table's, so a new catalogue is covered. */
const CATALOGUE_PATHS = new Set(MAIN_ROUTES.filter((route) => route.page === PAGES.trainingCatalogue).map((route) => route.path));

/**
 * Starts the reads of the page being opened (the signed-in layout's bell, and the first page teachers open: /home, a
 * training catalogue, /studyTime) as the entry module runs, into the query cache the pages then read. They were asked
 * for once the page's code had downloaded and rendered: on a phone (Lighthouse's simulated slow 4G), a round trip or
 * two after the scripts, on the way to the page's largest paint (issue 19).
 *
 * Only for a stored session that may see its pages (confirmed, no password change due) and a tenant known from the
 * last load (every call names it); a quick-login link brings a session of its own. Anything else loads as before.
 */
export function startFirstReads(queryClient: QueryClient): void {
  const { loginInfo, appInfo, teacherInfo } = sessionStore.getState();
  if (!loginInfo || !appInfo || loginInfo.needConfirm || loginInfo.mustChangePassword) return;
  const search = new URLSearchParams(window.location.search);
  if (search.has('jti') || search.has('rpcid')) return;
  const path = currentAppPath().replace(/\/+$/, '') || '/';
  if (path === '/home') prefetchHome(queryClient, teacherInfo);
  else if (path === '/studyTime') prefetchStudyTime(queryClient, search, loginInfo.userId);
  else if (CATALOGUE_PATHS.has(path)) prefetchCatalogue(queryClient, path, search);
  else if (!MAIN_ROUTES.some((route) => matchPath(route.path, path))) return;
  prefetchUnreadCount(queryClient);
}
