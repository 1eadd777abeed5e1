import type { Locale } from '@yanxiu/contract/locale';
import type { ZodType } from 'zod';
import type { TenantContext } from '@server/platform/context/request-context';

/** What a loader route's HTML says about the page before any script runs: the tab's title and a link's preview. */
export type PageHead = {
  title: string;
  /** One or two sentences; cut to the length previews show. */
  description: string;
  /** An absolute URL or a path on this host (made absolute when the HTML is written). */
  image?: string;
};

/**
 * A route of the web app that declares a server loader (spec 7). The server then answers
 * `GET /pc/__serverLoader?route=<route>&url=<page url>` with `load`'s data, and serves the route's HTML with `head`'s
 * title, description and Open Graph tags and the same data embedded, so a pasted link previews and the page paints
 * without waiting for the API. A module declares its loaders on its `AppModule.serverLoaders`.
 *
 * Loaders answer what anyone may see on the tenant of the host: a browser opening a pasted link sends no bearer token
 * (sessions live in local storage), and the HTML and the __serverLoader answer must agree, so `ctx.actor` is null.
 */
export type ServerLoader<Data = unknown> = {
  /** The route's pattern exactly as apps/web's route table writes it, relative to /pc; `:name` segments are params. */
  route: string;
  /** The contract's schema of the data: what the loader answers is parsed through it, so nothing else leaves. */
  data: ZodType<Data>;
  /** The page's data, or null when there is nothing to show at these params (unknown, not shared): a 404. */
  load(ctx: TenantContext, params: Record<string, string>): Promise<Data | null>;
  /** The page's head in the caller's language. */
  head(data: Data, locale: Locale): PageHead;
};

/** What a loader resolved: the data as the contract shapes it, and the head in a given language. */
export type LoadedPage = { data: unknown; head(locale: Locale): PageHead };

/** A declared loader as the registry keeps it, whatever its data type. */
export type RegisteredServerLoader = {
  route: string;
  /** The page at these params, or null for a 404. */
  resolve(ctx: TenantContext, params: Record<string, string>): Promise<LoadedPage | null>;
};

/** Declares a loader (its data type inferred from the schema) for a module's `serverLoaders`. */
export function defineServerLoader<Data>(loader: ServerLoader<Data>): RegisteredServerLoader {
  return {
    route: loader.route,
    async resolve(ctx, params) {
      const loaded = await loader.load(ctx, params);
      if (loaded === null) return null;
      const data = loader.data.parse(loaded);
      return { data, head: (locale) => loader.head(data, locale) };
    },
  };
}
