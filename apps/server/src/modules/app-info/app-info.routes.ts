import { ApiPaths } from '@yanxiu/contract/paths';
import { AppInfoSearchBody, AppInfoSearchQuery, AppInfoSearchResult } from '@yanxiu/contract/app-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { searchAppInfo } from './app-info.service';

/** The tenant lookup the client makes on start-up, before it knows its appId. */
export const appInfoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    ApiPaths.appInfoSearch,
    {
      config: { public: true, tenantless: true },
      schema: {
        tags: ['tenant'],
        summary: "Find the tenant serving the page's hostname",
        description:
          'Signed: `sig` = SHA-256 hex of the app secret followed by `timestamp` (13-digit ms, within 5 minutes of server time). ' +
          'localhost and the configured test host resolve to the demo tenant. The first element of `data` is the tenant.',
        querystring: AppInfoSearchQuery,
        body: AppInfoSearchBody,
        response: responses(AppInfoSearchResult),
      },
    },
    async (request) => ok(await searchAppInfo(deps, request.query, request.body.where.domain_like)),
  );
};
