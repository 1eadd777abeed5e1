import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
import { CHANGE_PASSWORD_ROUTE, CONFIRM_ROUTE, MAIN_ROUTES, OUTER_ROUTES, PROFILE_AREAS, REDIRECTS, STANDALONE_ROUTES, type PageRoute, type ProfileArea } from './route-table';
import { Startup } from './Startup';

/** A route object for a page: loaded on demand (its own chunk), titled through its handle. */
function pageRoute(route: PageRoute, relativeTo = ''): RouteObject {
  const load = route.page ?? PAGES.unavailable;
  const handle: RouteHandle = { title: route.title, ...(route.area ? { area: route.area } : {}), ...(route.serverLoader ? { serverLoader: route.path } : {}) };
  return {
    path: route.path.slice(relativeTo.length + 1) || undefined,
    handle,
    lazy: lazyRoute(load, (module) => module.default),
  };
}

/** First path segments of the layout's multi-level areas (training, my, disk, ...). */
const LAYOUT_AREAS = [...new Set(MAIN_ROUTES.map((route) => route.path.split('/')).filter((parts) => parts.length > 2).map((parts) => parts[1]!))];

// Layouts and the 404 page load on demand too, so the sign-in page carries none of their weight.
const mainLayout = lazyRoute(() => import('./layouts/MainLayout'), (module) => module.MainLayout);
const notFound = lazyRoute(() => import('@/shared/ui/NotFoundPage'), (module) => module.NotFoundPage);
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

/** The one route table of the app (spec 2), under the /pc base path with browser history. */
export const routes: RouteObject[] = [
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
              { element: <SignedOutOnly />, children: OUTER_ROUTES.filter(isSignInRoute).map((route) => ({ ...pageRoute(route), path: route.path })) },
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
                element: <RequireLogin />,
                errorElement: <RouteErrorPage />,
                children: [
                  {
                    lazy: mainLayout,
                    errorElement: <RouteErrorPage />,
                    children: [
                      ...REDIRECTS.filter(({ from }) => !PROFILE_AREAS.some((area) => area.base === from)).map(({ from, to }) => redirect(from, to)),
                      ...MAIN_ROUTES.map((route) => ({ ...pageRoute(route), path: route.path, errorElement: <RouteErrorPage /> })),
                      // Unmatched paths under an area of the layout get the 404 inside the layout.
                      ...LAYOUT_AREAS.map((area) => ({ path: `/${area}/*`, lazy: notFound, handle: notFoundHandle })),
                    ],
                  },
                  ...STANDALONE_ROUTES.map((route) => ({ ...pageRoute(route), path: route.path })),
                  ...PROFILE_AREAS.map((area) => ({
                    path: area.base,
                    lazy: profileLayout(area),
                    errorElement: <RouteErrorPage />,
                    children: [
                      { index: true, element: <Navigate to={area.pages[0]!.path} replace /> },
                      ...area.pages.map((page) => ({ ...pageRoute(page, area.base), errorElement: <RouteErrorPage /> })),
                      { path: '*', lazy: notFound, handle: notFoundHandle },
                    ],
                  })),
                ],
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

export function createRouter() {
  return createBrowserRouter(routes, { basename: '/pc' });
}
