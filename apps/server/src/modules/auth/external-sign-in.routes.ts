import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';
import { buildAuthClients } from './auth-clients';
import { portalRoutes } from './portal/portal.routes';
import { quickLoginRoutes } from './quick-login/quick-login.routes';
import { wechatRoutes } from './wechat/wechat.routes';

/**
 * The ways in through an outside party (portal, quick-login link, WeChat). Their clients are built here once per
 * app (auth-clients.ts says why) and handed to each group of routes; each group stays its own plugin, so the
 * portal's form-encoded body parser applies to its routes only.
 */
export const externalSignInRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const clients = buildAuthClients(deps.config);
  await app.register(portalRoutes, { clients });
  await app.register(quickLoginRoutes, { clients });
  await app.register(wechatRoutes, { clients });
};
