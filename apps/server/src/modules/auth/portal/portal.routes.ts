import { TokenIdParams } from '@yanxiu/contract/auth';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  BackChannelLogoutBody,
  IdentityProviderQuery,
  IdentityProviderSettings,
  PortalCallbackBody,
  PortalLogout,
  PortalSignedIn,
  PortalStart,
  PortalStartBody,
  PortalStatus,
  SaveIdentityProviderBody,
} from '@yanxiu/contract/portal-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import type { AuthClients } from '../auth-clients';
import { portalRoles } from './portal.access';
import { identityProviderSettingsOf, saveIdentityProviderSettings } from './portal-settings.service';
import {
  completePortalSignIn,
  endPortalSessionsFromBackChannel,
  portalSignInStatus,
  signOutThroughPortal,
  startPortalSignIn,
} from './portal.service';

const tags = ['auth'];

/**
 * Portal single sign-on through OpenID Connect (issue 22): sign-in, logout, back-channel logout and the settings.
 * Registered by external-sign-in.routes.ts with the app's outside clients.
 */
export const portalRoutes: FastifyPluginAsyncZod<{ clients: AuthClients }> = async (app, { clients }) => {
  // The portal posts its logout token form-encoded (Back-Channel Logout 1.0, section 2.5); only these routes read that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 32_768 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    ApiPaths.portalStatus,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether the tenant offers sign-in through its identity portal',
        querystring: AppIdQuery,
        response: responses(PortalStatus),
      },
    },
    async (request) => ok(await portalSignInStatus(tenantContextOf(request))),
  );

  app.post(
    ApiPaths.portalStart,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Start a sign-in through the identity portal (OpenID Connect, authorization code with PKCE)',
        description:
          'Answers the portal address to send the browser to and a binding the browser keeps for the callback. The redirectUri must be ' +
          '`<origin>/pc/login/portal` (registered at the portal). 404/1010 when the tenant has no portal enabled; 502/1025 when the portal cannot be reached.',
        querystring: AppIdQuery,
        body: PortalStartBody,
        response: responses(PortalStart),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await startPortalSignIn(tenantContextOf(request), clients, request.body));
    },
  );

  app.post(
    ApiPaths.portalCallback,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Complete a sign-in through the identity portal: the session, as a password sign-in answers it',
        description:
          'Send the query the portal redirected with and the binding from the start. Each start is completed once, within ten minutes, ' +
          'by the browser that began it and in the same tenant; the ID token must be valid. 401/1011 otherwise; 403/1024 for a person ' +
          'the platform does not know (where the tenant refuses them); 409/1012 when the account is linked to another portal person.',
        querystring: AppIdQuery,
        body: PortalCallbackBody,
        response: responses(PortalSignedIn),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(
        await completePortalSignIn(tenantContextOf(request), clients, { ...request.body, userAgent: request.headers['user-agent'] }),
      );
    },
  );

  app.post(
    ApiPaths.portalLogout,
    {
      config: { whilePasswordChangeDue: true },
      schema: {
        tags,
        summary: 'Sign out, and say where the portal ends its own session (RP-initiated logout)',
        description:
          "Ends the caller's session on every process. endSessionUrl is null when the session was not opened through the portal or the portal offers no logout.",
        querystring: AppIdQuery,
        params: TokenIdParams,
        response: responses(PortalLogout),
      },
    },
    async (request) => ok(await signOutThroughPortal(contextOf(request), clients, request.params.tokenId)),
  );

  app.post(
    ApiPaths.portalBackChannelLogout,
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The identity portal's back-channel logout (OpenID Connect Back-Channel Logout 1.0)",
        description:
          'Called by the portal, form-encoded `logout_token`. A valid token ends the sessions opened for its `sid` (or, without one, its `sub`) ' +
          'at once on every process. 401/1011 for a token that is not valid.',
        querystring: AppIdQuery,
        body: BackChannelLogoutBody,
        response: responses(z.object({ endedSessions: z.number().int() })),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await endPortalSessionsFromBackChannel(tenantContextOf(request), clients, request.body.logout_token));
    },
  );

  app.get(
    ApiPaths.identityProvider,
    {
      config: { roles: portalRoles.manageIdentityProvider },
      schema: {
        tags,
        summary: "One tenant's identity portal settings (platform staff)",
        querystring: IdentityProviderQuery,
        response: responses(IdentityProviderSettings),
      },
    },
    async (request) => ok(await identityProviderSettingsOf(contextOf(request), request.query.tenantId)),
  );

  app.post(
    ApiPaths.identityProviderSave,
    {
      config: { roles: portalRoles.manageIdentityProvider },
      schema: {
        tags,
        summary: "Save one tenant's identity portal settings (platform staff)",
        description:
          'At the version read (409/4010 otherwise). The client secret is write-only: absent keeps the stored one (required the first time); it is ' +
          'stored encrypted. 422 for an issuer that is not https or a provisioning school that is not an open school of the tenant. Audited.',
        querystring: AppIdQuery,
        body: SaveIdentityProviderBody,
        response: responses(IdentityProviderSettings),
      },
    },
    async (request) => ok(await saveIdentityProviderSettings(contextOf(request), clients, request.body)),
  );
};
