import { SERVER_LOADER_PATH } from '@yanxiu/contract/server-loader';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router';
import { i18n } from '@/shared/i18n/i18n';
import { RequestError, request } from '@/shared/request/request';
import type { RouteHandle } from '@/shared/ui/route-meta';
import { takeEmbeddedLoad } from './embedded-load';

/** The page path relative to the router's /pc base, as the server's embedded data names it. */
const pagePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** GET /pc/__serverLoader (spec 7): the page's data; quiet, the page shows its own 404 and failure states. */
export function fetchServerLoad<T>(route: string, path: string, signal?: AbortSignal): Promise<T> {
  return request<T>(SERVER_LOADER_PATH, { query: { route, url: `/pc${path}` }, signal, skipErrorHandler: true, absolutePath: true });
}

/**
 * The query of a loader route's data: what the server embedded in the HTML when this is the page it served (a
 * "not found" there is the same 404 the call would answer, without asking), else the __serverLoader call.
 */
export function serverLoadQuery<T>(route: string, path: string) {
  return queryOptions({
    queryKey: ['serverLoader', route, path],
    queryFn: ({ signal }) => {
      if (takeEmbeddedLoad(route, path, 'notFound')) throw new RequestError(i18n.t('errors.notFoundTitle'), 404, null);
      return fetchServerLoad<T>(route, path, signal);
    },
    // The first render already has the page's data: the page paints without a round trip.
    initialData: () => takeEmbeddedLoad(route, path, 'ok')?.data as T | undefined,
    initialDataUpdatedAt: () => Date.now(),
    // As fresh as the HTML just served: not asked again on mount (a test's or a page's staleTime of 0 would).
    staleTime: 30_000,
    retry: false,
  });
}

/** The route pattern of the deepest matched route that declares a server loader. */
function useLoaderRoute(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const route = (matches[index]?.handle as RouteHandle | undefined)?.serverLoader;
    if (route) return route;
  }
  throw new Error('useServerLoad is used on a route that declares no server loader');
}

/** The data of the current page from its route's server loader (route table: `serverLoader: true`). */
export function useServerLoad<T>() {
  const route = useLoaderRoute();
  const path = pagePath(useLocation().pathname);
  return useQuery(serverLoadQuery<T>(route, path));
}
