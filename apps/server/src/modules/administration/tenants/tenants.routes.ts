import {
  SaveBrandingBody,
  SaveTenantBody,
  TenantBranding,
  TenantIdQuery,
  TenantList,
  TenantSettings,
  LogoQuery,
} from '@yanxiu/contract/administration-tenants';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { administrationRoles } from '@server/modules/administration/administration.access';
import { listTenants, saveTenantBranding, saveTenantSettings, tenantBranding, tenantLogo, tenantSettings } from './tenants.service';

const tags = ['administration'];

/** Tenant settings (platform staff), one's own tenant's branding (district staff) and the public logo. */
export const tenantsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.administrationTenants,
    {
      config: { roles: administrationRoles.manageTenants },
      schema: { tags, summary: 'Every tenant (platform staff)', querystring: AppIdQuery, response: responses(TenantList) },
    },
    async (request) => ok(await listTenants(contextOf(request))),
  );

  app.get(
    ApiPaths.administrationTenant,
    {
      config: { roles: administrationRoles.manageTenants },
      schema: {
        tags,
        summary: "One tenant's settings (platform staff)",
        description:
          'Names, district code, hostnames, language, login logo, sign-in policy and learning settings, with the version to save against.',
        querystring: TenantIdQuery,
        response: responses(TenantSettings),
      },
    },
    async (request) => ok(await tenantSettings(contextOf(request), request.query.tenantId)),
  );

  app.post(
    ApiPaths.administrationTenantSave,
    {
      config: { roles: administrationRoles.manageTenants },
      schema: {
        tags,
        summary: "Save one tenant's settings (platform staff)",
        description:
          'At the version read (409/4010 if someone saved meanwhile). 422 for a hostname another tenant is served at, a district code ' +
          'another tenant has, or a logo that is not a file uploaded with purpose `logo`. Audited with before and after. New hostnames ' +
          'are served at once by this process and within 30 seconds by others.',
        querystring: AppIdQuery,
        body: SaveTenantBody,
        response: responses(TenantSettings),
      },
    },
    async (request) => ok(await saveTenantSettings(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.administrationBranding,
    {
      config: { roles: administrationRoles.manageBranding },
      schema: {
        tags,
        summary: "One's own tenant's branding (district staff)",
        querystring: AppIdQuery,
        response: responses(TenantBranding),
      },
    },
    async (request) => ok(await tenantBranding(contextOf(request))),
  );

  app.post(
    ApiPaths.administrationBrandingSave,
    {
      config: { roles: administrationRoles.manageBranding },
      schema: {
        tags,
        summary: "Save one's own tenant's names and login logo (district staff)",
        description: 'At the version read (409/4010 otherwise); audited.',
        querystring: AppIdQuery,
        body: SaveBrandingBody,
        response: responses(TenantBranding),
      },
    },
    async (request) => ok(await saveTenantBranding(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.tenantLogo,
    {
      // A `<link rel=icon>` and the sign-in page's `<img>` send no Bearer header; a logo is public by nature.
      config: { public: true },
      schema: {
        tags,
        summary: "The tenant's uploaded login logo (the page icon); no session needed",
        description:
          '404 while the tenant shows a shipped logo or none. The address app info gives carries `v`, which changes with each new logo.',
        querystring: LogoQuery,
        response: { 200: FileBytes, 304: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await tenantLogo(tenantContextOf(request), { ifNoneMatch: request.headers['if-none-match'] });
      void reply.headers(result.headers);
      // A stream bypasses the serializer; the schema's string type is only what OpenAPI shows.
      return reply.status(result.statusCode).send(result.body as unknown as string);
    },
  );
};
