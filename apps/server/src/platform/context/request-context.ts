import type { Locale } from '@yanxiu/contract/locale';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client';
import { serviceDepsOf, type AppDeps, type ServiceDeps } from '@server/platform/deps';
import type { EventScope } from '@server/platform/events/domain-events';
import type { Actor } from '@server/platform/auth/actor';
import { AppError } from '@server/platform/http/app-error';
import { localeOf } from '@server/platform/http/locale';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { runInTransaction, type Tx } from './transaction';

/**
 * What a service knows about the call it serves: the tenant, the caller (if any), the language, the request id and
 * address (for the audit log) and the database with a transaction helper. Services take this, never the Fastify
 * request, so they can be called from jobs, seeds and tests the same way. The app's services (config, events, jobs,
 * storage, passwords) ride on it, so a service is a plain function of its context.
 */
export type TenantContext = ServiceDeps & {
  tenant: Tenant;
  tenantId: TenantId;
  /** The signed-in caller; null on public routes. */
  actor: Actor | null;
  locale: Locale;
  requestId: string;
  ip: string;
  /** The request's logger (its lines carry the request id). */
  log: FastifyBaseLogger;
  db: Db;
  /** Runs `work` in one transaction; a foreign-key race becomes 409 CONFLICT. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
};

/** The context of a route that requires a session (every route but the public ones). */
export type RequestContext = TenantContext & { actor: Actor };

/** The parts of a context the audit log records. */
export type AuditSource = Pick<TenantContext, 'tenantId' | 'actor' | 'requestId' | 'ip'>;

const CONTEXT = Symbol('requestContext');
type WithContext = FastifyRequest & { [CONTEXT]?: TenantContext };

/** The context of a tenant-scoped request, signed in or not (built once per request). */
export function tenantContextOf(request: FastifyRequest): TenantContext {
  const cached = (request as WithContext)[CONTEXT];
  if (cached) return cached;
  const tenant = request.tenant;
  if (!tenant) throw new AppError('TENANT_UNKNOWN');
  const deps = request.server.appDeps;
  const db = deps.db;
  const context: TenantContext = {
    ...serviceDepsOf(deps),
    tenant,
    tenantId: tenant.id,
    actor: request.actor,
    locale: localeOf(request),
    requestId: String(request.id),
    ip: request.ip,
    log: request.log,
    db,
    transaction: (work) => runInTransaction(db, work),
  };
  (request as WithContext)[CONTEXT] = context;
  return context;
}

/** The context of a route that requires a session; the session hook guarantees the caller. */
export function contextOf(request: FastifyRequest): RequestContext {
  const context = tenantContextOf(request);
  if (!context.actor) throw new AppError('SESSION_EXPIRED');
  return context as RequestContext;
}

/**
 * A context for work no request started (seeds, jobs, tests): the caller, if any, is given; the request id names
 * the job and the log lines carry it.
 */
export function systemContext(
  deps: AppDeps,
  log: FastifyBaseLogger,
  tenant: Tenant,
  jobName: string,
  actor: Actor | null = null,
): TenantContext {
  const db = deps.db;
  return {
    ...serviceDepsOf(deps),
    tenant,
    tenantId: tenant.id,
    actor,
    locale: tenant.defaultLocale === 'en-US' ? 'en-US' : 'zh-CN',
    requestId: jobName,
    ip: '',
    log: log.child({ job: jobName }),
    db,
    transaction: (work) => runInTransaction(db, work),
  };
}

/** The scope of domain events and notifications written in `tx` on behalf of this context. */
export function eventScopeOf(ctx: TenantContext, tx: EventScope['tx']): EventScope {
  return { tx, tenantId: ctx.tenantId, config: ctx.config, events: ctx.events, jobs: ctx.jobs, storage: ctx.storage };
}
