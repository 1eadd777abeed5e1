import { pickLocale, type Locale } from '@yanxiu/contract/locale';
import { SERVER_LOADER_PATH, ServerLoaderQuery, type EmbeddedServerLoad } from '@yanxiu/contract/server-loader';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tenantContextOf } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { installRateLimits, type RateLimitSettings } from '@server/platform/rate-limit/rate-limit';
import { installTenantHook } from '@server/platform/tenant/tenant.hook';
import type { TenantResolver } from '@server/platform/tenant/tenant-resolver';
import type { Tenant } from '@server/platform/tenant/tenant';
import { renderPageHtml, type PageShell } from './page-html';
import { compileRoutePattern, pagePathOf, type RoutePattern } from './route-pattern';
import type { LoadedPage, PageHead, RegisteredServerLoader } from './server-loader';
import { nameInLocale } from '@server/platform/i18n/server-texts';

const BASE = '/pc';

export type ServerLoaderOptions = {
  loaders: readonly RegisteredServerLoader[];
  tenants: TenantResolver;
  /** The general rate limits, as on /api: both answers read the database for anyone who asks. */
  limits: RateLimitSettings;
  /** The built index.html, split; null when the web app is not built (the pages then answer as every other page). */
  shell: PageShell | null;
  /** Sends the plain index.html, as for every other page (an unknown host, a loader that failed). */
  sendIndex(reply: FastifyReply): FastifyReply;
};

const NOT_FOUND_HEAD: Record<Locale, PageHead> = {
  'zh-CN': { title: '页面不存在', description: '该页面不存在，或已不再公开分享。' },
  'en-US': { title: 'Page not found', description: 'This page does not exist or is no longer shared.' },
};

type Compiled = { loader: RegisteredServerLoader; pattern: RoutePattern };

/** The language of a page's HTML: the browser's, else the tenant's default. */
function pageLocale(request: FastifyRequest, tenant: Tenant): Locale {
  return pickLocale(request.headers['accept-language'], tenant.defaultLocale === 'en-US' ? 'en-US' : 'zh-CN');
}

/**
 * Spec 7's server loaders: `GET /pc/__serverLoader` answers a declared route's data for a page URL (tenant from the
 * host, appId checked as on /api; 404 when the route is not declared or there is nothing to show there), and each
 * declared route's page is served as index.html with its head tags and the same data embedded (status 404 with a
 * not-found title when there is nothing to show). Registered beside the static files, whose wildcard these exact
 * routes outrank; every other page keeps the static, precompressed index.html.
 */
export async function registerServerLoaders(app: FastifyInstance, options: ServerLoaderOptions): Promise<void> {
  const compiled: Compiled[] = options.loaders.map((loader) => ({ loader, pattern: compileRoutePattern(loader.route) }));
  const byRoute = new Map<string, Compiled>();
  for (const entry of compiled) {
    if (byRoute.has(entry.loader.route)) throw new Error(`two server loaders declare ${entry.loader.route}`);
    byRoute.set(entry.loader.route, entry);
  }

  await app.register(async (scope) => {
    await installRateLimits(scope, options.limits);
    installTenantHook(scope, options.tenants);
    scope.decorateRequest('actor', null);
    scope.get(
      SERVER_LOADER_PATH,
      {
        config: { public: true },
        schema: {
          tags: ['server loader'],
          summary: "A page's data from its route's server loader (spec 7); no session needed",
          description:
            "For a route of the web app that declares a server loader (`route` exactly as declared, `url` the page's URL, absolute or a path under /pc). The data is what the page shows anyone; the same data is embedded in the page's HTML. 404 when the route declares no loader, the URL is not one of its pages, or there is nothing to show there (unknown, not shared).",
          querystring: ServerLoaderQuery,
          response: responses(z.unknown()),
        },
      },
      async (request, reply) => {
        const { route, url } = request.query as ServerLoaderQuery;
        const entry = byRoute.get(route);
        const path = pagePathOf(url);
        const params = entry && path !== null ? entry.pattern.match(path) : null;
        if (!entry || !params) throw new AppError('NOT_FOUND');
        const page = await entry.loader.resolve(tenantContextOf(request), params);
        if (!page) throw new AppError('NOT_FOUND');
        void reply.header('cache-control', 'no-cache');
        return ok(page.data);
      },
    );
  });

  const shell = options.shell;
  if (!shell) return;
  await app.register(async (scope) => {
    await installRateLimits(scope, options.limits);
    scope.decorateRequest('tenant', null);
    scope.decorateRequest('actor', null);
    for (const { loader, pattern } of compiled) {
      scope.get(`${BASE}${loader.route}`, { schema: { hide: true } }, async (request, reply) => {
        const tenant = await options.tenants.byHostname(request.hostname);
        const path = (request.url.split('?')[0] ?? '').slice(BASE.length);
        const params = pattern.match(path);
        // Not a district served here (the app says so itself), or a path the router matched but the pattern does not.
        if (!tenant || !params) return options.sendIndex(reply);
        request.tenant = tenant;
        let page: LoadedPage | null;
        try {
          page = await loader.resolve(tenantContextOf(request), params);
        } catch (error) {
          // The page still opens; it asks __serverLoader itself and shows the failure with a retry.
          request.log.error({ err: error, route: loader.route }, 'server loader failed; serving the plain page');
          return options.sendIndex(reply);
        }
        const locale = pageLocale(request, tenant);
        const origin = `${request.protocol}://${request.host}`;
        const embedded: EmbeddedServerLoad = page
          ? { route: loader.route, path, status: 'ok', data: page.data }
          : { route: loader.route, path, status: 'notFound' };
        const siteName = nameInLocale(locale, tenant.name, tenant.nameEn);
        const head = page ? page.head(locale) : NOT_FOUND_HEAD[locale];
        const html = renderPageHtml(shell, {
          locale,
          head: { ...head, title: `${head.title} - ${siteName}` },
          url: `${origin}${BASE}${path}`,
          origin,
          siteName,
          notFound: !page,
          embedded,
        });
        return reply
          .status(page ? 200 : 404)
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-language')
          .type('text/html; charset=utf-8')
          .send(html);
      });
    }
  });
}
