import { and, asc, count, desc, eq, gt, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import {
  findRecordsByIds,
  inYear,
  preparedByShape,
  selectRecordsWithTeacher,
  yearBounds,
  type RecordWithTeacher,
} from '@server/modules/profile/records/records.repository';

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

/** Unverified work is first come, first checked; verified and rejected records newest first. */
const oldestFirst = (state: string) => state === 'unverified';

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

const p = <T extends string>(name: T) => sql.placeholder(name);

/**
 * The queue's ids and capped count for one filter shape (a letter per optional filter, `a` for oldest first, `k`
 * for a keyset page), as prepared statements. Either order is the (state, id) index's, with the kind index when a
 * kind is asked for, so a page is read off an index and the scan stops after it; a keyset page (`after`) starts
 * where the last one ended instead of skipping rows.
 */
const queueQueries = preparedByShape((db, shape) => {
  const has = (letter: string) => shape.includes(letter);
  const ascending = has('a');
  const where = and(
    eq(r.tenantId, p('tenantId')),
    eq(r.state, p('state')),
    has('K') ? eq(r.kind, p('kind')) : undefined,
    has('r') ? like(orgUnits.path, p('reach')) : undefined,
    has('c') ? eq(users.orgUnitId, p('schoolId')) : undefined,
    has('w') ? like(users.name, p('keyword')) : undefined,
    has('y') ? and(gte(r.occurredOn, p('yearFrom') as unknown as string), lt(r.occurredOn, p('yearTo') as unknown as string)) : undefined,
    has('l') ? eq(r.level, p('level')) : undefined,
  );
  const ids = () =>
    db
      .select({ id: r.id })
      .from(r)
      .innerJoin(users, and(eq(users.tenantId, r.tenantId), eq(users.id, r.userId)))
      .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)));
  const after = has('k') ? (ascending ? gt(r.id, p('after')) : lt(r.id, p('after'))) : undefined;
  return {
    // Ids only: deep pages skip narrow rows, and the records are then read by primary key. (One statement with
    // `id in (this page)` would save a round trip, but its generic plan hash-joins every record of the tenant.)
    page: ids()
      .where(and(where, after))
      .orderBy(ascending ? asc(r.id) : desc(r.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(`profile_queue_${shape}`),
    count: db
      .select({ total: count() })
      .from(ids().where(where).limit(p('cap')).as('counted'))
      .prepare(`profile_queue_count_${shape}`),
  };
});

/**
 * One page of the queue, and the total counted up to `countCap` rows (a count over a whole district's records costs
 * more than the page; callers ask for a few pages past the one shown).
 */
export async function queuePage(
  db: Executor,
  filter: QueueFilter,
  page: { offset: number; size: number; countCap: number; after?: number | undefined },
): Promise<{ rows: RecordWithTeacher[]; total: number; totalIsLowerBound: boolean }> {
  const flags: Array<[string, unknown]> = [
    ['a', oldestFirst(filter.state) || undefined],
    ['K', filter.kind],
    ['r', filter.reach],
    ['c', filter.schoolId],
    ['w', filter.keyword],
    ['y', filter.year],
    ['l', filter.level],
    ['k', page.after],
  ];
  const shape = flags.map(([letter, value]) => (value === undefined ? '' : letter)).join('');
  const values = {
    tenantId: filter.tenantId,
    state: filter.state,
    kind: filter.kind,
    reach: filter.reach === undefined ? undefined : `${escapeLike(filter.reach)}%`,
    schoolId: filter.schoolId,
    keyword: filter.keyword === undefined ? undefined : `%${escapeLike(filter.keyword)}%`,
    ...(filter.year === undefined ? {} : yearBounds(filter.year)),
    level: filter.level,
    after: page.after,
  };
  const queries = queueQueries(db, shape);
  const [ids, [total]] = await Promise.all([
    queries.page.execute({ ...values, limit: page.size, offset: page.after === undefined ? page.offset : 0 }),
    queries.count.execute({ ...values, cap: page.countCap }),
  ]);
  const byId = new Map(
    (
      await findRecordsByIds(
        db,
        filter.tenantId,
        ids.map((row) => row.id),
      )
    ).map((row) => [row.record.id, row]),
  );
  const rows = ids.flatMap((row) => byId.get(row.id) ?? []);
  const totalCount = total?.total ?? 0;
  return { rows, total: totalCount, totalIsLowerBound: totalCount >= page.countCap };
}

/** Every row of the queue's filter up to `limit`, in queue order (the Excel export). */
export async function queueRows(db: Executor, filter: QueueFilter, limit: number): Promise<RecordWithTeacher[]> {
  return selectRecordsWithTeacher(db)
    .where(queueWhere(filter))
    .orderBy(oldestFirst(filter.state) ? asc(r.id) : desc(r.id))
    .limit(limit);
}

/** A staff decision on one record: from one of `from` at `version` to `to`. */
export type RecordDecision = {
  id: number;
  version: number;
  from: readonly string[];
  to: string;
  reason: string | null;
  decidedBy: number;
  now: Date;
};

/**
 * Moves one record if it is still at the version and in a state the decision starts from; undefined when it was
 * not (another decision or an edit came first). Two staff deciding at once: the second waits for the first's row
 * lock, then finds the version moved and matches nothing.
 */
export async function decideRecordGuarded(
  db: Executor,
  tenantId: TenantId,
  decision: RecordDecision,
): Promise<{ id: number; state: string; version: number } | undefined> {
  const rows = await db
    .update(r)
    .set({
      state: decision.to,
      reason: decision.reason,
      decidedBy: decision.decidedBy,
      decidedAt: decision.now,
      version: sql`${r.version} + 1`,
      updatedAt: decision.now,
    })
    .where(and(eq(r.tenantId, tenantId), eq(r.id, decision.id), eq(r.version, decision.version), inArray(r.state, [...decision.from])))
    .returning({ id: r.id, state: r.state, version: r.version });
  return rows[0];
}
