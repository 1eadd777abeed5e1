import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, test } from 'vitest';
import { MAIN_ROUTES, PROFILE_AREAS, REDIRECTS, STANDALONE_ROUTES } from './route-table';
import { createRoutes } from './router';

/** The routes with the groups the router would have learnt on its way to `paths`, patched in as React Router does. */
function routesAfter(paths: string[]): RouteObject[] {
  const { routes, patchRoutes } = createRoutes();
  const byId = new Map<string, RouteObject>();
  const index = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (route.id) byId.set(route.id, route);
      index(route.children ?? []);
    });
  index(routes);
  for (const path of paths) {
    void patchRoutes({
      path,
      matches: [],
      fetcherKey: undefined,
      signal: new AbortController().signal,
      patch: (routeId, children) => {
        const parent = byId.get(routeId!)!;
        parent.children = [...(parent.children ?? []), ...children];
      },
    });
  }
  return routes;
}

/** The pattern of the deepest route matching `path` (relative to /pc). */
const matched = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('the route table, learnt a group at a time (issue 19)', () => {
  test('before any navigation only the routes outside sign-in are known; a signed-in page is the 404 until patched', () => {
    const routes = routesAfter([]);
    expect(matched(routes, '/login')).toBe('/login');
    expect(matched(routes, '/home')).toBe('*');
  });

  test('every page of the main layout, standalone page and profile area is found once its group is patched', () => {
    const paths = [...MAIN_ROUTES, ...STANDALONE_ROUTES, ...PROFILE_AREAS.flatMap((area) => area.pages)].map((route) =>
      route.path.replace(/:(\w+)/g, '7'),
    );
    const routes = routesAfter(paths.map((path) => `/pc${path}`));
    for (const path of paths) expect(matchRoutes(routes, path)?.at(-1)?.route.path, path).not.toBe('*');
    expect(matched(routes, '/training/common/12')).toBe('/training/common/:id');
    expect(matched(routes, '/backbone/award')).toBe('award');
  });

  test('a group brings its redirects and its 404 inside the layout; patching it again adds nothing', () => {
    const routes = routesAfter(['/pc/', '/pc/training/nothing', '/pc/training/common', '/pc/training']);
    expect(REDIRECTS.some(({ from }) => from === '/')).toBe(true);
    expect(matched(routes, '/')).toBe('/');
    expect(matched(routes, '/training/nothing')).toBe('/training/*');
    const layout = matchRoutes(routes, '/training/common')!.at(-2)!.route;
    const paths = (layout.children ?? []).map((route) => route.path);
    expect(paths.filter((path) => path === '/training/common')).toHaveLength(1);
    // Nothing of another group came along.
    expect(matched(routes, '/manage/training')).toBe('*');
  });
});
