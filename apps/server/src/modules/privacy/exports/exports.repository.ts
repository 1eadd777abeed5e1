import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { privacyExportRequests as requests } from '@server/db/schema/privacy-exports';
import type { ExportStatus } from '@yanxiu/contract/privacy-exports';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type ExportRow = typeof requests.$inferSelect;

const OPEN = ['queued', 'preparing'];

/** A new queued export; undefined when the teacher has one on its way already (the open-export index). */
export async function insertExportRequest(db: Executor, tenantId: TenantId, userId: number): Promise<ExportRow | undefined> {
  const [row] = await db.insert(requests).values({ tenantId, userId }).onConflictDoNothing().returning();
  return row;
}

/** How many exports the teacher asked for since `since`. */
export async function countExportRequestsSince(db: Executor, tenantId: TenantId, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(requests)
    .where(and(eq(requests.tenantId, tenantId), eq(requests.userId, userId), gte(requests.requestedAt, since)));
  return row?.n ?? 0;
}

/** The teacher's most recent exports, newest first. */
export function listExportsOfUser(db: Executor, tenantId: TenantId, userId: number, limit: number): Promise<ExportRow[]> {
  return db
    .select()
    .from(requests)
    .where(and(eq(requests.tenantId, tenantId), eq(requests.userId, userId)))
    .orderBy(desc(requests.requestedAt), desc(requests.id))
    .limit(limit);
}

/** One export of the tenant. */
export async function findExport(db: Executor, tenantId: TenantId, id: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id)));
  return row;
}

/** Takes a queued export (or one a dead run left preparing) for a run; undefined when it is settled already. */
export async function claimExport(db: Executor, tenantId: TenantId, id: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .update(requests)
    .set({ status: 'preparing', startedAt: sql`now()` })
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id), inArray(requests.status, OPEN)))
    .returning();
  return row;
}

/** Marks a preparing export ready with its archive; false when it was settled meanwhile (the caller drops the archive). */
export async function settleExportReady(
  db: Executor,
  tenantId: TenantId,
  id: number,
  archive: { storageKey: string; size: number; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(requests)
    .set({ status: 'ready', finishedAt: sql`now()`, ...archive })
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id), eq(requests.status, 'preparing')))
    .returning({ id: requests.id });
  return rows.length > 0;
}

/** Marks an export on its way failed. */
export async function settleExportFailed(db: Executor, tenantId: TenantId, id: number): Promise<void> {
  await db
    .update(requests)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(and(eq(requests.tenantId, tenantId), eq(requests.id, id), inArray(requests.status, OPEN)));
}

/**
 * Ready archives past their time, across tenants: each becomes expired and its key is answered for the caller to
 * delete from the store (the key stays on the row: a run dying before the delete leaves a blob an operator can find).
 */
export async function expireArchivesAcrossTenants(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .update(requests)
    .set({ status: 'expired' })
    .where(and(eq(requests.status, 'ready'), lt(requests.expiresAt, now)))
    .returning({ storageKey: requests.storageKey });
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/** Exports on their way since before `before` (a lost job), across tenants, become failed so their teacher may ask again. */
export async function failStuckExportsAcrossTenants(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(requests)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(and(inArray(requests.status, OPEN), lt(requests.requestedAt, before)))
    .returning({ id: requests.id });
  return rows.length;
}

/** The staff's page: exports of people under `orgPath` (every one of the tenant when undefined), newest first. */
export async function listManagedExports(
  db: Executor,
  tenantId: TenantId,
  filter: { orgPath: string | undefined; status: ExportStatus | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(requests.tenantId, tenantId),
    filter.status ? eq(requests.status, filter.status) : undefined,
    filter.orgPath ? sql`${orgUnits.path} like ${`${filter.orgPath}%`}` : undefined,
  );
  const from = db
    .select({ request: requests, userName: users.name, unitName: orgUnits.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(requests)
    .innerJoin(users, and(eq(users.tenantId, requests.tenantId), eq(users.id, requests.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)));
  return from.where(where).orderBy(desc(requests.requestedAt), desc(requests.id)).offset(filter.offset).limit(filter.limit);
}
