import { useMatches } from 'react-router';

/** What each route carries for the page frame and the document title. */
export type RouteHandle = {
  title: string;
  area?: string;
  /** The route's pattern when it declares a server loader (shared/server-loader reads its data by it). */
  serverLoader?: string;
};

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
