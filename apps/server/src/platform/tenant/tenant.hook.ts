import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from './tenant.repository';
import type { TenantResolver } from './tenant-resolver';

/**
 * Resolves the tenant of every API request from its Host header and requires the `appId` query parameter to name
 * that same tenant, so a page of one district can never act on another's data.
 */
export function installTenantHook(app: FastifyInstance, resolver: TenantResolver): void {
  app.decorateRequest('tenant', null);
  // A callback hook: the tenant is almost always remembered (tenant-resolver.ts), and then nothing waits, so no promise
  // is made per request; only a hostname not remembered waits for the database.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404 || request.routeOptions.config.tenantless) return done();
    const known = resolver.known(request.hostname);
    if (known) return done(admit(request, known.tenant));
    resolver.byHostname(request.hostname).then((tenant) => done(admit(request, tenant)), done);
  });
}

/** Sets the request's tenant; the refusal when there is none or the `appId` names another one. */
function admit(request: FastifyRequest, tenant: Tenant | undefined): AppError | undefined {
  if (!tenant) return new AppError('TENANT_UNKNOWN');
  request.tenant = tenant;
  const appId = (request.query as Record<string, unknown> | undefined)?.appId;
  if (typeof appId !== 'string' || appId === '') return new AppError('APP_ID_MISSING');
  if (appId !== tenant.appId) return new AppError('APP_ID_MISMATCH');
  return undefined;
}
