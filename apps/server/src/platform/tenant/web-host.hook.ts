import { ErrorCodes } from '@yanxiu/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { TenantResolver } from './tenant-resolver';

// The API's own tenant hook answers an unknown Host in the envelope (TENANT_UNKNOWN); /api is left to it.
const API_PREFIX = '/api';
const message = ErrorCodes.TENANT_UNKNOWN.message;
/** Both languages: no tenant means no language choice of the tenant's to follow. */
const UNKNOWN_HOST_PAGE = `${message['zh-CN']}\n${message['en-US']}\n`;

/**
 * The web app (everything outside /api) answers only at hostnames that name a tenant (loopback names and TEST_HOST
 * name the demo, as for the API): at any other Host it answers 404 with a plain page, as the API answers
 * TENANT_UNKNOWN. A page served at a name nobody configured would be a copy of the site anyone can point a domain at.
 */
export function installWebHostCheck(app: FastifyInstance, tenants: TenantResolver): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(`${API_PREFIX}?`)) return;
    // Operations routes (the metrics) serve no tenant and are scraped at an address, not a tenant's name.
    if (request.routeOptions.config?.anyHost) return;
    if (await tenants.byHostname(request.hostname)) return;
    return reply
      .status(ErrorCodes.TENANT_UNKNOWN.http)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(UNKNOWN_HOST_PAGE);
  });
}
