import { and, asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { inYear, selectRecordsWithTeacher, type RecordWithTeacher } from '@server/modules/profile/records/records.repository';

// SQL of the staff side: the verification queue of an org and the guarded decisions.

const r = profileRecords;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export type QueueFilter = {
  tenantId: TenantId;
  /** Teachers whose unit's path starts with this (the caller's reach); undefined is the whole tenant. */
  reach: string | undefined;
  schoolId?: number | undefined;
  kind?: string | undefined;
  state: string;
  keyword?: string | undefined;
  year?: number | undefined;
  level?: number | undefined;
};

function queueWhere(filter: QueueFilter) {
  return and(
    eq(r.tenantId, filter.tenantId),
    eq(r.state, filter.state),
    filter.kind === undefined ? undefined : eq(r.kind, filter.kind),
    filter.reach === undefined ? undefined : like(orgUnits.path, `${escapeLike(filter.reach)}%`),
    filter.schoolId === undefined ? undefined : eq(users.orgUnitId, filter.schoolId),
    filter.keyword === undefined ? undefined : like(users.name, `%${escapeLike(filter.keyword)}%`),
    filter.year === undefined ? undefined : inYear(filter.year),
    filter.level === undefined ? undefined : eq(r.level, filter.level),
  );
}

/**
 * Unverified work is first come, first checked; verified and rejected records newest first. Either way the order is
 * the queue index's (state, id), so a page is read off the index and the scan stops after it.
 */
const queueOrder = (state: string) => (state === 'unverified' ? asc(r.id) : desc(r.id));

/**
 * One page of the queue, and the total counted up to `countCap` rows (a count over a whole district's records costs
 * more than the page; callers ask for a few pages past the one shown).
 */
export async function queuePage(
  db: Executor,
  filter: QueueFilter,
  page: { offset: number; size: number; countCap: number },
): Promise<{ rows: RecordWithTeacher[]; total: number; totalIsLowerBound: boolean }> {
  const where = queueWhere(filter);
  const counted = db
    .select({ one: sql`1` })
    .from(r)
    .innerJoin(users, and(eq(users.tenantId, r.tenantId), eq(users.id, r.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(where)
    .limit(page.countCap)
    .as('counted');
  const [rows, [total]] = await Promise.all([
    selectRecordsWithTeacher(db).where(where).orderBy(queueOrder(filter.state)).limit(page.size).offset(page.offset),
    db.select({ total: count() }).from(counted),
  ]);
  const totalCount = total?.total ?? 0;
  return { rows, total: totalCount, totalIsLowerBound: totalCount >= page.countCap };
}

/** Every row of the queue's filter up to `limit`, in queue order (the Excel export). */
export async function queueRows(db: Executor, filter: QueueFilter, limit: number): Promise<RecordWithTeacher[]> {
  return selectRecordsWithTeacher(db).where(queueWhere(filter)).orderBy(queueOrder(filter.state)).limit(limit);
}

/** A staff decision on one record: from one of `from` at `version` to `to`. */
export type RecordDecision = { id: number; version: number; from: readonly string[]; to: string; reason: string | null; decidedBy: number; now: Date };

/**
 * Moves one record if it is still at the version and in a state the decision starts from; undefined when it was
 * not (another decision or an edit came first). Two staff deciding at once: the second waits for the first's row
 * lock, then finds the version moved and matches nothing.
 */
export async function decideRecordGuarded(db: Executor, tenantId: TenantId, decision: RecordDecision): Promise<{ id: number; state: string; version: number } | undefined> {
  const rows = await db
    .update(r)
    .set({ state: decision.to, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: decision.now, version: sql`${r.version} + 1`, updatedAt: decision.now })
    .where(and(eq(r.tenantId, tenantId), eq(r.id, decision.id), eq(r.version, decision.version), inArray(r.state, [...decision.from])))
    .returning({ id: r.id, state: r.state, version: r.version });
  return rows[0];
}
