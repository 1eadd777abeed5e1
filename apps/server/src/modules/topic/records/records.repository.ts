import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { topicApplications, topicRecords } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type RecordRow = typeof topicRecords.$inferSelect;
export type RecordFields = Pick<RecordRow, 'kind' | 'title' | 'occurredOn' | 'description'>;
export type RecordWithNames = { record: RecordRow; topicTitle: string; authorName: string; authorOrgName: string };

const columns = { record: topicRecords, topicTitle: topicApplications.title, authorName: users.name, authorOrgName: orgUnits.name };

function selectRecords(db: Executor) {
  return db
    .select(columns)
    .from(topicRecords)
    .innerJoin(
      topicApplications,
      and(eq(topicApplications.tenantId, topicRecords.tenantId), eq(topicApplications.id, topicRecords.applicationId)),
    )
    .innerJoin(users, and(eq(users.tenantId, topicRecords.tenantId), eq(users.id, topicRecords.authorUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)));
}

export async function findRecord(db: Executor, tenantId: TenantId, id: number): Promise<RecordWithNames | undefined> {
  const rows = await selectRecords(db).where(and(eq(topicRecords.tenantId, tenantId), eq(topicRecords.id, id)));
  return rows[0];
}

/** A page of records of a topic, or of an author across topics; latest day first. */
export async function listRecords(
  db: Executor,
  tenantId: TenantId,
  filter: { applicationId?: number; authorUserId?: number; kind?: string | undefined },
  page: { current: number; size: number },
): Promise<{ rows: RecordWithNames[]; total: number }> {
  const where = and(
    eq(topicRecords.tenantId, tenantId),
    filter.applicationId === undefined ? undefined : eq(topicRecords.applicationId, filter.applicationId),
    filter.authorUserId === undefined ? undefined : eq(topicRecords.authorUserId, filter.authorUserId),
    filter.kind ? eq(topicRecords.kind, filter.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(topicRecords.occurredOn), desc(topicRecords.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(topicRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countRecords(db: Executor, tenantId: TenantId, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(topicRecords)
    .where(and(eq(topicRecords.tenantId, tenantId), eq(topicRecords.applicationId, applicationId)));
  return row?.n ?? 0;
}

export async function insertRecord(
  tx: Executor,
  tenantId: TenantId,
  row: RecordFields & { applicationId: number; authorUserId: number },
): Promise<RecordRow> {
  const [created] = await tx
    .insert(topicRecords)
    .values({ ...row, tenantId })
    .returning();
  return created!;
}

/** The author's change at the version read; undefined when it changed meanwhile. */
export async function updateRecord(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  expectedVersion: number,
  fields: RecordFields,
): Promise<RecordRow | undefined> {
  const rows = await tx
    .update(topicRecords)
    .set({ ...fields, version: sql`${topicRecords.version} + 1`, updatedAt: new Date() })
    .where(and(eq(topicRecords.tenantId, tenantId), eq(topicRecords.id, id), eq(topicRecords.version, expectedVersion)))
    .returning();
  return rows[0];
}

/** Deletes a record at the version read (its files' links go with it); false when it changed meanwhile. */
export async function deleteRecord(tx: Executor, tenantId: TenantId, id: number, expectedVersion: number): Promise<boolean> {
  const rows = await tx
    .delete(topicRecords)
    .where(and(eq(topicRecords.tenantId, tenantId), eq(topicRecords.id, id), eq(topicRecords.version, expectedVersion)))
    .returning({ id: topicRecords.id });
  return rows.length > 0;
}
