import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';

/** What the audit trail may be filtered by; absent fields do not filter. */
export type AuditTrailFilter = {
  actorId?: number | undefined;
  actorKeyword?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditions(tenantId: TenantId, filter: AuditTrailFilter): SQL | undefined {
  const pattern = filter.actorKeyword === undefined ? undefined : `%${escapeLike(filter.actorKeyword)}%`;
  return and(
    eq(auditLog.tenantId, tenantId),
    filter.actorId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorId),
    pattern === undefined ? undefined : or(ilike(users.name, pattern), ilike(users.username, pattern)),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.createdAt, filter.to),
  );
}

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorUserId: auditLog.actorUserId,
  actorName: users.name,
  actorUsername: users.username,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  requestId: auditLog.requestId,
  ip: auditLog.ip,
};

export type AuditTrailRow = Awaited<ReturnType<typeof selectAuditTrail>>[number];

/** A tenant's audit entries, newest first, with the actor's name (the actor is a user of the same tenant). */
export function selectAuditTrail(db: Executor, tenantId: TenantId, filter: AuditTrailFilter, page: { limit: number; offset: number }) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, and(eq(users.tenantId, auditLog.tenantId), eq(users.id, auditLog.actorUserId)))
    .where(conditions(tenantId, filter))
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many entries the filter matches. */
export async function countAuditTrail(db: Executor, tenantId: TenantId, filter: AuditTrailFilter): Promise<number> {
  const query = db.select({ total: count() }).from(auditLog);
  const joined =
    filter.actorKeyword === undefined
      ? query
      : query.leftJoin(users, and(eq(users.tenantId, auditLog.tenantId), eq(users.id, auditLog.actorUserId)));
  const rows = await joined.where(conditions(tenantId, filter));
  return rows[0]?.total ?? 0;
}

/** The actions and object kinds the tenant's trail holds (for the filters' choices), at most 500 of each. */
export async function auditTrailChoices(db: Executor, tenantId: TenantId): Promise<{ actions: string[]; entityTypes: string[] }> {
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).where(eq(auditLog.tenantId, tenantId)).orderBy(auditLog.action).limit(500),
    db
      .selectDistinct({ value: auditLog.entityType })
      .from(auditLog)
      .where(eq(auditLog.tenantId, tenantId))
      .orderBy(auditLog.entityType)
      .limit(500),
  ]);
  return { actions: actions.map((row) => row.value), entityTypes: entityTypes.map((row) => row.value) };
}

/** The tenant a platform staff member names by id, if it exists (its id read back from the tenants table). */
export async function findNamedTenant(db: Executor, requestedId: number): Promise<TenantId | undefined> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, requestedId)).limit(1);
  return rows[0] && asTenantId(rows[0].id);
}
