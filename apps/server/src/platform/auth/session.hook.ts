import type { RoleCode } from '@yanxiu/contract/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { coalescedRead } from '@server/db/coalesced-reads';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findLiveSessionsByTokenHashes, touchSession, type LiveSession } from './session.repository';
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

// The per-session rate limit and the session check both key on the token's hash: one SHA-256 per request is enough.
const tokenHashes = new WeakMap<FastifyRequest, string>();

/** The SHA-256 of the request's bearer token (see tokens.ts), computed once per request; undefined without a token. */
export function bearerTokenHash(request: FastifyRequest): string | undefined {
  const known = tokenHashes.get(request);
  if (known !== undefined) return known;
  const token = bearerToken(request);
  if (token === undefined) return undefined;
  const hash = hashToken(token);
  tokenHashes.set(request, hash);
  return hash;
}

type SessionKey = { tenantId: TenantId; tokenHash: string };

/**
 * The live session of a token, read together with those of the requests arriving meanwhile (coalesced-reads.ts): one
 * query per batch and tenant, always sent after the request arrived, so a session ended anywhere is refused at once.
 */
function liveSessionReader(db: Db) {
  const keyId = (tenantId: TenantId, tokenHash: string) => `${tenantId}:${tokenHash}`;
  return coalescedRead<SessionKey, LiveSession>({
    idOf: ({ tenantId, tokenHash }) => keyId(tenantId, tokenHash),
    async readMany(keys) {
      const byTenant = new Map<TenantId, string[]>();
      for (const { tenantId, tokenHash } of keys) {
        const hashes = byTenant.get(tenantId);
        if (hashes) hashes.push(tokenHash);
        else byTenant.set(tenantId, [tokenHash]);
      }
      const now = new Date();
      const found = new Map<string, LiveSession>();
      const reads = [...byTenant].map(async ([tenantId, hashes]) => {
        for (const row of await findLiveSessionsByTokenHashes(db, tenantId, hashes, now)) found.set(keyId(tenantId, row.tokenHash), row);
      });
      await Promise.all(reads);
      return found;
    },
  });
}

/**
 * Requires a live session on every API route unless the route is marked public, and the route's roles when it
 * names some; a caller who must change a password staff set reaches only the routes marked for it. Sessions live in the database, so a logout on one server process holds on all of them at once.
 */
export function installSessionHook(app: FastifyInstance, db: Db, config: Pick<Config, 'SESSION_IDLE_MINUTES'>): void {
  app.decorateRequest('actor', null);
  const liveSession = liveSessionReader(db);
  app.addHook('onRequest', async (request) => {
    const routeConfig = request.routeOptions.config;
    if (request.is404 || routeConfig.public) return;
    const tenant = request.tenant;
    const tokenHash = bearerTokenHash(request);
    if (!tenant || !tokenHash) throw new AppError('SESSION_EXPIRED');
    const session = await liveSession({ tenantId: tenant.id, tokenHash });
    const now = new Date();
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
