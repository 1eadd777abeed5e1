import type { RoleCode } from '@yanxiu/contract/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { AppError } from '@server/platform/http/app-error';
import { findLiveSessionByTokenHash, touchSession } from './session.repository';
import { hashToken } from './tokens';

// Writing on every call would turn each read into a write; a minute of slack on the idle deadline is harmless.
const TOUCH_AFTER_MILLISECONDS = 60_000;

/** The bearer token of a request, if it sends one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Requires a live session on every API route unless the route is marked public, and the route's roles when it
 * names some; a caller who must change a password staff set reaches only the routes marked for it. Sessions live in the database, so a logout on one server process holds on all of them at once.
 */
export function installSessionHook(app: FastifyInstance, db: Db, config: Pick<Config, 'SESSION_IDLE_MINUTES'>): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (request.is404 || routeConfig.public) return;
    const tenant = request.tenant;
    const token = bearerToken(request);
    if (!tenant || !token) throw new AppError('SESSION_EXPIRED');
    const now = new Date();
    const session = await findLiveSessionByTokenHash(db, tenant.id, hashToken(token), now);
    if (!session) throw new AppError('SESSION_EXPIRED');
    let sessionExpiresAt = session.expiresAt;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MILLISECONDS) {
      const idleDeadline = new Date(now.getTime() + config.SESSION_IDLE_MINUTES * 60_000);
      sessionExpiresAt = idleDeadline < session.maxExpiresAt ? idleDeadline : session.maxExpiresAt;
      await touchSession(db, tenant.id, session.tokenId, now, sessionExpiresAt);
    }
    request.actor = {
      userId: session.userId,
      tokenId: session.tokenId,
      roles: session.roles as RoleCode[],
      orgUnitId: session.orgUnitId,
      orgPath: session.orgPath,
      orgLevel: session.orgLevel,
      sessionExpiresAt,
    };
    if (session.mustChangePassword && !routeConfig.whilePasswordChangeDue) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    const allowed = routeConfig.roles;
    if (allowed && !request.actor.roles.some((role) => allowed.includes(role))) throw new AppError('FORBIDDEN');
  });
}
