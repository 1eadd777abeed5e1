import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskUploads as u } from '@server/db/schema/disk';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of tus uploads under way: who started them, what they reserved, and their end (a resource, or expiry).

export type DiskUploadRow = typeof u.$inferSelect;

export async function insertUpload(tx: Executor, tenantId: TenantId, values: Omit<typeof u.$inferInsert, 'tenantId'>): Promise<void> {
  await tx.insert(u).values({ tenantId, ...values });
}

/** An upload of its owner, unfinished. */
export async function findOpenUpload(
  db: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  id: string,
): Promise<DiskUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, id), eq(u.ownerUserId, ownerUserId), isNull(u.resourceId)));
  return row;
}

/** Notes that bytes arrived, which keeps the upload from expiring. */
export async function touchUpload(db: Executor, tenantId: TenantId, id: string, now: Date): Promise<void> {
  await db
    .update(u)
    .set({ touchedAt: now })
    .where(and(eq(u.tenantId, tenantId), eq(u.id, id)));
}

/** Records the resource an upload became, once: 'already' when another request did first. */
export async function finishUpload(tx: Executor, tenantId: TenantId, id: string, resourceId: number): Promise<'done' | 'already'> {
  const rows = await tx
    .update(u)
    .set({ resourceId, reservedBytes: 0 })
    .where(and(eq(u.tenantId, tenantId), eq(u.id, id), isNull(u.resourceId)))
    .returning({ id: u.id });
  return rows.length === 1 ? 'done' : 'already';
}

/** Removes an unfinished upload; answers it (for its reservation) when it was there. */
export async function deleteOpenUpload(tx: Executor, tenantId: TenantId, id: string): Promise<DiskUploadRow | undefined> {
  const [row] = await tx
    .delete(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, id), isNull(u.resourceId)))
    .returning();
  return row;
}

/** Unfinished uploads of any tenant idle since before `before`, oldest first (the sweep's batch). */
export async function findIdleUploads(db: Executor, before: Date, limit: number) {
  return db
    .select({ tenantId: u.tenantId, id: u.id })
    .from(u)
    .where(and(isNull(u.resourceId), lt(u.touchedAt, before)))
    .orderBy(asc(u.touchedAt))
    .limit(limit);
}

/** Finished uploads' rows older than `before` (their resource exists; the row only answered repeats). */
export async function deleteFinishedUploads(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(u)
    .where(and(lt(u.touchedAt, before), isNotNull(u.resourceId)))
    .returning({ id: u.id });
  return rows.length;
}
