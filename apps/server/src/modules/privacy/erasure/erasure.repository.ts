import type { ErasureStatus } from '@yanxiu/contract/privacy-erasure';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { privacyErasureRequests } from '@server/db/schema/privacy-erasure';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const decider = alias(users, 'decider');

/** Records a teacher's request; undefined when they already have one open (the partial unique index). */
export async function insertErasureRequest(db: Executor, tenantId: TenantId, userId: number, reason: string) {
  const rows = await db
    .insert(privacyErasureRequests)
    .values({ tenantId, userId, reason })
    .onConflictDoNothing()
    .returning({ id: privacyErasureRequests.id, requestedAt: privacyErasureRequests.requestedAt });
  return rows[0];
}

const ownColumns = {
  id: privacyErasureRequests.id,
  userId: privacyErasureRequests.userId,
  status: privacyErasureRequests.status,
  reason: privacyErasureRequests.reason,
  requestedAt: privacyErasureRequests.requestedAt,
  decidedAt: privacyErasureRequests.decidedAt,
  decisionReason: privacyErasureRequests.decisionReason,
  version: privacyErasureRequests.version,
};

/** A user's requests, newest first. */
export async function selectErasureRequestsOf(db: Executor, tenantId: TenantId, userId: number) {
  return db
    .select(ownColumns)
    .from(privacyErasureRequests)
    .where(and(eq(privacyErasureRequests.tenantId, tenantId), eq(privacyErasureRequests.userId, userId)))
    .orderBy(sql`${privacyErasureRequests.requestedAt} desc`, sql`${privacyErasureRequests.id} desc`);
}

/** One page of a tenant's requests in one status, oldest first, with who asked (their name as it is now) and who decided. */
export async function selectErasureQueue(db: Executor, tenantId: TenantId, status: ErasureStatus, page: { current: number; size: number }) {
  const where = and(eq(privacyErasureRequests.tenantId, tenantId), eq(privacyErasureRequests.status, status));
  const rows = await db
    .select({
      ...ownColumns,
      erasedAt: privacyErasureRequests.erasedAt,
      userName: users.name,
      unitName: orgUnits.name,
      decidedByName: decider.name,
    })
    .from(privacyErasureRequests)
    .innerJoin(users, and(eq(users.tenantId, privacyErasureRequests.tenantId), eq(users.id, privacyErasureRequests.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .leftJoin(decider, and(eq(decider.tenantId, privacyErasureRequests.tenantId), eq(decider.id, privacyErasureRequests.decidedByUserId)))
    .where(where)
    .orderBy(asc(privacyErasureRequests.requestedAt), asc(privacyErasureRequests.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(privacyErasureRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One request of the tenant, or undefined. */
export async function selectErasureRequest(db: Executor, tenantId: TenantId, id: number) {
  const rows = await db
    .select(ownColumns)
    .from(privacyErasureRequests)
    .where(and(eq(privacyErasureRequests.tenantId, tenantId), eq(privacyErasureRequests.id, id)));
  return rows[0];
}

/**
 * Decides a pending request at the version read; false when it is no longer pending at that version (decided by
 * someone else meanwhile, or a second click), which the caller answers with 409.
 */
export async function decideErasureRequest(
  db: Executor,
  tenantId: TenantId,
  decision: { id: number; version: number; status: 'approved' | 'refused'; by: number; reason: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(privacyErasureRequests)
    .set({
      status: decision.status,
      decidedByUserId: decision.by,
      decidedAt: decision.now,
      decisionReason: decision.reason,
      version: sql`${privacyErasureRequests.version} + 1`,
    })
    .where(
      and(
        eq(privacyErasureRequests.tenantId, tenantId),
        eq(privacyErasureRequests.id, decision.id),
        eq(privacyErasureRequests.version, decision.version),
        eq(privacyErasureRequests.status, 'pending'),
      ),
    )
    .returning({ id: privacyErasureRequests.id });
  return rows.length > 0;
}

/** Takes an approved request for its erasure run (locked until the run commits); undefined once erased or never approved. */
export async function lockApprovedErasureRequest(db: Executor, tenantId: TenantId, id: number) {
  const rows = await db
    .select({ id: privacyErasureRequests.id, userId: privacyErasureRequests.userId })
    .from(privacyErasureRequests)
    .where(
      and(eq(privacyErasureRequests.tenantId, tenantId), eq(privacyErasureRequests.id, id), eq(privacyErasureRequests.status, 'approved')),
    )
    .for('update');
  return rows[0];
}

/** Marks a request's erasure done. */
export async function markErasureDone(db: Executor, tenantId: TenantId, id: number, now: Date): Promise<void> {
  await db
    .update(privacyErasureRequests)
    .set({ status: 'erased', erasedAt: now, version: sql`${privacyErasureRequests.version} + 1` })
    .where(and(eq(privacyErasureRequests.tenantId, tenantId), eq(privacyErasureRequests.id, id)));
}
