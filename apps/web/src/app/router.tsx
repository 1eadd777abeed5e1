import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { isLoginPath } from '@/shared/session/navigation';
import { lazyRoute } from '@/shared/ui/chunk-errors';
import { AppShell } from '@/shared/ui/AppShell';
import { RouteErrorPage } from '@/shared/ui/RouteErrorPage';
import type { RouteHandle } from '@/shared/ui/route-meta';
import { AppInfoGate } from './guards/AppInfoGate';
import { QuickLoginGuard, WechatLoginGuard } from './guards/ExternalLoginGuards';
import { RequireLogin } from './guards/RequireLogin';
import { SignedOutOnly, UnconfirmedOnly } from './guards/SignedInRedirects';
import { PAGES } from './page-registry';
import {
  CHANGE_PASSWORD_ROUTE,
  CONFIRM_ROUTE,
  MAIN_ROUTES,
  OUTER_ROUTES,
  PROFILE_AREAS,
  REDIRECTS,
  STANDALONE_ROUTES,
  type PageRoute,
  type ProfileArea,
} from './route-table';
import { Startup } from './Startup';

/** A route object for a page: loaded on demand (its own chunk), titled through its handle. */
function pageRoute(route: PageRoute, relativeTo = ''): RouteObject {
  const load = route.page ?? PAGES.unavailable;
  const handle: RouteHandle = {
    title: route.title,
    ...(route.area ? { area: route.area } : {}),
    ...(route.serverLoader ? { serverLoader: route.path } : {}),
  };
  return {
    path: route.path.slice(relativeTo.length + 1) || undefined,
    handle,
    lazy: lazyRoute(load, (module) => module.default),
  };
}

/** First path segments of the layout's multi-level areas (training, my, disk, ...). */
const LAYOUT_AREAS = [
  ...new Set(
    MAIN_ROUTES.map((route) => route.path.split('/'))
      .filter((parts) => parts.length > 2)
      .map((parts) => parts[1]!),
  ),
];

// Layouts and the 404 page load on demand too, so the sign-in page carries none of their weight.
const mainLayout = lazyRoute(
  () => import('./layouts/MainLayout'),
  (module) => module.MainLayout,
);
const notFound = lazyRoute(
  () => import('@/shared/ui/NotFoundPage'),
  (module) => module.NotFoundPage,
);
/** The handle of a 404: titled, so the browser tab says what happened rather than only the product's name. */
const notFoundHandle: RouteHandle = { title: 'notFound' };
function profileLayout(area: ProfileArea) {
  return lazyRoute(
    () => import('./layouts/ProfileLayout'),
    ({ ProfileLayout }) =>
      function AreaLayout() {
        return <ProfileLayout area={area} />;
      },
  );
}

const redirect = (from: string, to: string): RouteObject => ({ path: from, element: <Navigate to={to} replace /> });

/** /login and /login/portal. */
const isSignInRoute = (route: PageRoute) => isLoginPath(route.path);

const BASENAME = '/pc';
/** The layout's route and the signed-in one: the routes under them are patched in (see `patchRoutes`). */
const MAIN_LAYOUT_ID = 'main-layout';
const SIGNED_IN_ID = 'signed-in';

/** A path's first segment ('' for the root), which names the group of routes it belongs to. */
const firstSegment = (path: string) => path.split('/')[1] ?? '';

type RouteGroup = { mainLayout: RouteObject[]; signedIn: RouteObject[] };
/** The signed-in routes by first path segment: the main layout's pages, redirects and 404s, the standalone pages and profile areas. */
function groupSignedInRoutes(): Map<string, RouteGroup> {
  const groups = new Map<string, RouteGroup>();
  const group = (path: string) => {
    const segment = firstSegment(path);
    if (!groups.has(segment)) groups.set(segment, { mainLayout: [], signedIn: [] });
    return groups.get(segment)!;
  };
  for (const { from, to } of REDIRECTS.filter(({ from }) => !PROFILE_AREAS.some((area) => area.base === from)))
    group(from).mainLayout.push(redirect(from, to));
  for (const route of MAIN_ROUTES)
    group(route.path).mainLayout.push({ ...pageRoute(route), path: route.path, errorElement: <RouteErrorPage /> });
  // Unmatched paths under an area of the layout get the 404 inside the layout.
  for (const area of LAYOUT_AREAS) group(`/${area}`).mainLayout.push({ path: `/${area}/*`, lazy: notFound, handle: notFoundHandle });
  for (const route of STANDALONE_ROUTES) group(route.path).signedIn.push({ ...pageRoute(route), path: route.path });
  for (const area of PROFILE_AREAS) {
    group(area.base).signedIn.push({
      path: area.base,
      lazy: profileLayout(area),
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={area.pages[0]!.path} replace /> },
        ...area.pages.map((page) => ({ ...pageRoute(page, area.base), errorElement: <RouteErrorPage /> })),
        { path: '*', lazy: notFound, handle: notFoundHandle },
      ],
    });
  }
  return groups;
}

/**
 * The one route table of the app (spec 2), under the /pc base path with browser history. The ~200 signed-in routes
 * are not in it at first: the router learns a path's group (its first segment's routes) at the first navigation into
 * it. Ranking every route at start-up was one long task on a phone's main thread; a group is a few routes
 * (issue 19).
 */
export function createRoutes(): { routes: RouteObject[]; patchRoutes: PatchRoutesOnNavigationFunction } {
  const groups = groupSignedInRoutes();
  const routes: RouteObject[] = [
    {
      element: <Startup />,
      // While the first page's lazy modules load, the router renders this (React Router asks for one on every route
      // tree whose first match loads lazily; without it, it warns on every load): the start-up shell, as app-info's.
      hydrateFallbackElement: <AppShell testId="app-loading" />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <AppInfoGate />,
          errorElement: <RouteErrorPage />,
          children: [
            {
              element: <WechatLoginGuard />,
              children: [
                // The sign-in pages send someone already signed in on, rather than showing the form again.
                {
                  element: <SignedOutOnly />,
                  children: OUTER_ROUTES.filter(isSignInRoute).map((route) => ({ ...pageRoute(route), path: route.path })),
                },
                ...OUTER_ROUTES.filter((route) => !isSignInRoute(route)).map((route) => ({ ...pageRoute(route), path: route.path })),
              ],
            },
            {
              element: <RequireLogin allowUnconfirmed allowPasswordChange />,
              children: [{ ...pageRoute(CHANGE_PASSWORD_ROUTE), path: CHANGE_PASSWORD_ROUTE.path }],
            },
            {
              element: <RequireLogin allowUnconfirmed />,
              children: [{ element: <UnconfirmedOnly />, children: [{ ...pageRoute(CONFIRM_ROUTE), path: CONFIRM_ROUTE.path }] }],
            },
            {
              element: <QuickLoginGuard />,
              children: [
                {
                  id: SIGNED_IN_ID,
                  element: <RequireLogin />,
                  errorElement: <RouteErrorPage />,
                  // The main layout's pages and the standalone ones are patched in by group (`patchRoutes`).
                  children: [{ id: MAIN_LAYOUT_ID, lazy: mainLayout, errorElement: <RouteErrorPage />, children: [] }],
                },
              ],
            },
            // Anything else is a 404 at the top level, signed in or not.
            { path: '*', lazy: notFound, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
  const patched = new Set<string>();
  /**
   * Called by the router for a path nothing matches yet, or one matched only by a dynamic segment or a splat (a more
   * specific route may not be known yet): adds the path's group once. A path in no group ends at the 404.
   */
  const patchRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const relative = path === BASENAME || path.startsWith(`${BASENAME}/`) ? path.slice(BASENAME.length) : path;
    const segment = firstSegment(relative);
    const group = groups.get(segment);
    if (!group || patched.has(segment)) return;
    patched.add(segment);
    if (group.mainLayout.length > 0) patch(MAIN_LAYOUT_ID, group.mainLayout);
    if (group.signedIn.length > 0) patch(SIGNED_IN_ID, group.signedIn);
  };
  return { routes, patchRoutes };
}

export function createRouter() {
  const { routes, patchRoutes } = createRoutes();
  return createBrowserRouter(routes, { basename: BASENAME, patchRoutesOnNavigation: patchRoutes });
}
