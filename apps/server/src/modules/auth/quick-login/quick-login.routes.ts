import { LoginInfo } from '@yanxiu/contract/auth';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { QuickLoginBody, QuickLoginSettings, QuickLoginSettingsQuery } from '@yanxiu/contract/quick-login';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import type { AuthClients } from '../auth-clients';
import { portalRoles } from '../portal/portal.access';
import { quickLoginSettingsOf, saveQuickLoginSettings } from './quick-login-settings.service';
import { exchangeQuickLoginTicket } from './quick-login.service';

const tags = ['auth'];

/**
 * Quick login from a portal link (issue 22): the ticket of `?jti=` or `?rpcid=` exchanged once for a session.
 * Registered by external-sign-in.routes.ts with the app's outside clients.
 */
export const quickLoginRoutes: FastifyPluginAsyncZod<{ clients: AuthClients }> = async (app, { clients }) => {
  app.post(
    ApiPaths.quickLogin,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Exchange a portal link's one-time ticket (jti or rpcid) for a session",
        description:
          "Send exactly one of `jti` (a JWT the tenant's portal signed: checked against its published keys, `iss` the portal, `aud` our client id " +
          'there, short-lived) or `rpcid` (exchanged with the portal over the back channel: `GET {token}`, then `GET {token}?type=DLDJ` to register ' +
          'the sign-in). Each ticket is accepted once, also when two uses arrive at once. Answers login info as a password sign-in does. ' +
          "401/1020 used, 401/1021 expired, 401/1022 not verifiable or another district's, 404/1023 quick login not set up, 403/1024 no account " +
          'for the person, 502/1025 the portal out of reach (the ticket stays usable).',
        querystring: AppIdQuery,
        body: QuickLoginBody,
        response: responses(LoginInfo),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await exchangeQuickLoginTicket(tenantContextOf(request), clients, request.body, request.headers['user-agent']));
    },
  );

  app.get(
    ApiPaths.quickLoginSettings,
    {
      config: { roles: portalRoles.manageIdentityProvider },
      schema: {
        tags,
        summary: "One tenant's quick-login settings (platform staff)",
        querystring: QuickLoginSettingsQuery,
        response: responses(QuickLoginSettings),
      },
    },
    async (request) => ok(await quickLoginSettingsOf(contextOf(request), request.query.tenantId)),
  );

  app.post(
    ApiPaths.quickLoginSettingsSave,
    {
      config: { roles: portalRoles.manageIdentityProvider },
      schema: {
        tags,
        summary: "Save one tenant's quick-login settings (platform staff)",
        description:
          "The portal's issuer and our client id there (the tickets' `iss` and `aud`) are the tenant's identity-provider settings.",
        querystring: AppIdQuery,
        body: QuickLoginSettings,
        response: responses(QuickLoginSettings),
      },
    },
    async (request) => ok(await saveQuickLoginSettings(contextOf(request), request.body)),
  );
};
