import { z } from 'zod';
import { AppIdQuery } from './envelope';

// Spec 7: a route may declare an optional server loader; the client then asks the base path plus __serverLoader, with
// the route's pattern and the page's URL, for the page's data. The server also answers the page's HTML with that data
// embedded (and the page's title, description and Open Graph tags), so a shared link previews and paints at once.

/** Where the server loader answers: under the app's base path, not under /api. */
export const SERVER_LOADER_PATH = '/pc/__serverLoader';

/** The id of the inert JSON script the server puts in a loader route's HTML. */
export const SERVER_LOADER_ELEMENT_ID = 'server-loader-data';

export const ServerLoaderLimits = {
  route: 200,
  url: 2048,
} as const;

/** The query of `GET /pc/__serverLoader`. */
export const ServerLoaderQuery = AppIdQuery.extend({
  /** The route's pattern exactly as the route table declares it, relative to /pc (`/topicContentDetail/sharePage/:applyId`). */
  route: z.string().min(1).max(ServerLoaderLimits.route),
  /** The page's URL: absolute, or a path with or without the /pc base; its query and hash are ignored. */
  url: z.string().min(1).max(ServerLoaderLimits.url),
});
export type ServerLoaderQuery = z.infer<typeof ServerLoaderQuery>;

/**
 * What the server embeds in a loader route's HTML: the route and path it loaded for (the client uses it only on that
 * path), and the data, or `notFound` when there is nothing to show there (the HTML then comes with status 404).
 */
export type EmbeddedServerLoad = { route: string; path: string } & ({ status: 'ok'; data: unknown } | { status: 'notFound' });
