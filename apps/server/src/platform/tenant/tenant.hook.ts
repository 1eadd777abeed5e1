import type { FastifyInstance } from 'fastify';
import { AppError } from '@server/platform/http/app-error';
import type { TenantResolver } from './tenant-resolver';

/**
 * Resolves the tenant of every API request from its Host header and requires the `appId` query parameter to name
 * that same tenant, so a page of one district can never act on another's data.
 */
export function installTenantHook(app: FastifyInstance, resolver: TenantResolver): void {
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.tenantless) return;
    const tenant = await resolver.byHostname(request.hostname);
    if (!tenant) throw new AppError('TENANT_UNKNOWN');
    request.tenant = tenant;
    const appId = (request.query as Record<string, unknown> | undefined)?.appId;
    if (typeof appId !== 'string' || appId === '') throw new AppError('APP_ID_MISSING');
    if (appId !== tenant.appId) throw new AppError('APP_ID_MISMATCH');
  });
}
