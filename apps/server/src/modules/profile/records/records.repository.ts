import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of profile records: a teacher's lists, saves and deletes, the files they name, and the counts other domains ask.

const r = profileRecords;
const decider = alias(users, 'decider');

export type RecordRow = typeof r.$inferSelect;
/** A record with who it belongs to and who decided it, as every list shows it. */
export type RecordWithTeacher = {
  record: RecordRow;
  teacherName: string;
  schoolName: string;
  orgPath: string;
  decidedByName: string | null;
};
export type NewRecord = Omit<typeof r.$inferInsert, 'id' | 'tenantId' | 'state' | 'version' | 'createdAt' | 'updatedAt'>;
/** A kind's own field to filter on: equal to `value`, or holding it when the field is a list. */
export type FieldFilter = { field: string; value: string; isList: boolean };

/** Records joined with their teacher, the teacher's unit and the last decider (all by primary key). */
export function selectRecordsWithTeacher(db: Executor) {
  return db
    .select({ record: r, teacherName: users.name, schoolName: orgUnits.name, orgPath: orgUnits.path, decidedByName: decider.name })
    .from(r)
    .innerJoin(users, and(eq(users.tenantId, r.tenantId), eq(users.id, r.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .leftJoin(decider, and(eq(decider.tenantId, r.tenantId), eq(decider.id, r.decidedBy)));
}

/** `occurred_on` within a calendar year, as a range the indexes can use. */
export function inYear(year: number): SQL {
  return and(gte(r.occurredOn, `${year}-01-01`), lt(r.occurredOn, `${year + 1}-01-01`))!;
}

/**
 * Builds a query once per executor and filter shape (which optional filters a call uses), then runs it as a named
 * prepared statement: building these joins with drizzle cost more CPU than running them (see `preparedPer` in
 * db/client.ts), and each shape keeps exactly the conditions its indexes serve. A handful of shapes exist per query.
 */
export function preparedByShape<T>(build: (db: Executor, shape: string) => T): (db: Executor, shape: string) => T {
  const built = new WeakMap<Executor, Map<string, T>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (prepared === undefined) shapes.set(shape, (prepared = build(db, shape)));
    return prepared;
  };
}

const p = <T extends string>(name: T) => sql.placeholder(name);

/** `occurred_on` within the year whose first day and the next year's are the `yearFrom` and `yearTo` placeholders. */
const inYearPlaceholder = () =>
  and(gte(r.occurredOn, p('yearFrom') as unknown as string), lt(r.occurredOn, p('yearTo') as unknown as string))!;

/** The bounds of a year as the year placeholders take them. */
export const yearBounds = (year: number) => ({ yearFrom: `${year}-01-01`, yearTo: `${year + 1}-01-01` });

const teacherList = preparedByShape((db, shape) => {
  const where = and(
    eq(r.tenantId, p('tenantId')),
    eq(r.userId, p('userId')),
    eq(r.kind, p('kind')),
    shape.includes('y') ? inYearPlaceholder() : undefined,
    shape.includes('l') ? eq(r.level, p('level')) : undefined,
    shape.includes('s') ? eq(r.state, p('state')) : undefined,
    // All of the kind's own filters as one containment, so the value stays a parameter whatever the field's name.
    shape.includes('f') ? sql`${r.fields} @> ${p('fields')}::jsonb` : undefined,
  );
  return {
    page: selectRecordsWithTeacher(db)
      .where(where)
      // Spelled as the index is (DESC NULLS LAST), so the page is read off it in order.
      .orderBy(sql`${r.occurredOn} desc nulls last`, sql`${r.id} desc nulls last`)
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(`profile_list_${shape}`),
    count: db.select({ total: count() }).from(r).where(where).prepare(`profile_list_count_${shape}`),
  };
});

export type TeacherListFilter = {
  tenantId: TenantId;
  userId: number;
  kind: string;
  year?: number | undefined;
  level?: number | undefined;
  state?: string | undefined;
  fields: readonly FieldFilter[];
  page: number;
  size: number;
};

/** One teacher's records of a kind, newest first (the user-kind index's order), with the exact total. */
export async function listTeacherRecords(db: Executor, filter: TeacherListFilter): Promise<{ rows: RecordWithTeacher[]; total: number }> {
  const shape = `${filter.year === undefined ? '' : 'y'}${filter.level === undefined ? '' : 'l'}${filter.state === undefined ? '' : 's'}${filter.fields.length === 0 ? '' : 'f'}`;
  const contained = Object.fromEntries(filter.fields.map(({ field, value, isList }) => [field, isList ? [value] : value]));
  const values = {
    tenantId: filter.tenantId,
    userId: filter.userId,
    kind: filter.kind,
    ...(filter.year === undefined ? {} : yearBounds(filter.year)),
    level: filter.level,
    state: filter.state,
    fields: JSON.stringify(contained),
  };
  const queries = teacherList(db, shape);
  const [rows, [counted]] = await Promise.all([
    queries.page.execute({ ...values, limit: filter.size, offset: (filter.page - 1) * filter.size }),
    queries.count.execute(values),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const recordsByIds = preparedByShape((db) =>
  selectRecordsWithTeacher(db)
    .where(and(eq(r.tenantId, p('tenantId')), sql`${r.id} = any(${p('ids')})`))
    .prepare('profile_records_by_ids'),
);

export async function findRecord(db: Executor, tenantId: TenantId, id: number): Promise<RecordWithTeacher | undefined> {
  return (await findRecordsByIds(db, tenantId, [id]))[0];
}

export async function findRecordsByIds(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<RecordWithTeacher[]> {
  if (ids.length === 0) return [];
  return recordsByIds(db, '').execute({ tenantId, ids: [...ids] });
}

export async function insertRecord(db: Executor, tenantId: TenantId, record: NewRecord): Promise<number> {
  const [row] = await db
    .insert(r)
    .values({ ...record, tenantId })
    .returning({ id: r.id });
  return row!.id;
}

/**
 * Rewrites one of the teacher's records of a kind if it is still at the version read and not verified; a rejected
 * record goes back to unverified, since its teacher changed it for another look. False when nothing matched.
 */
export async function updateRecordGuarded(
  db: Executor,
  tenantId: TenantId,
  key: { id: number; userId: number; kind: string; version: number },
  values: Pick<NewRecord, 'title' | 'occurredOn' | 'level' | 'fields' | 'evidenceFileIds'>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ ...values, state: 'unverified', version: sql`${r.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.id, key.id),
        eq(r.userId, key.userId),
        eq(r.kind, key.kind),
        eq(r.version, key.version),
        ne(r.state, 'verified'),
      ),
    )
    .returning({ id: r.id });
  return rows.length === 1;
}

/** Deletes one of the teacher's records of a kind unless verified (and, when given, only at that version). */
export async function deleteRecordGuarded(
  db: Executor,
  tenantId: TenantId,
  key: { id: number; userId: number; kind: string; version?: number | undefined },
): Promise<RecordRow | undefined> {
  const rows = await db
    .delete(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.id, key.id),
        eq(r.userId, key.userId),
        eq(r.kind, key.kind),
        key.version === undefined ? undefined : eq(r.version, key.version),
        ne(r.state, 'verified'),
      ),
    )
    .returning();
  return rows[0];
}

/** How many of a teacher's records each kind holds in each state. */
export async function countRecordsByKindAndState(db: Executor, tenantId: TenantId, userId: number) {
  return db
    .select({ kind: r.kind, state: r.state, total: count() })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.userId, userId)))
    .groupBy(r.kind, r.state);
}

/** A record (its id) naming the file as evidence, if any; asked with the file's row locked, before it is deleted. */
export async function findRecordUsingFile(db: Executor, tenantId: TenantId, fileId: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), sql`${r.evidenceFileIds} @> array[${fileId}]::uuid[]`))
    .limit(1);
  return rows[0]?.id;
}

export type VerifiedQuery = { userId: number; kind: string; minLevel: number; sinceDay: string };

/** How many verified records of a kind a teacher has at `minLevel` or above, dated on or after `sinceDay`. */
export async function countVerifiedRecords(db: Executor, tenantId: TenantId, query: VerifiedQuery): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.userId, query.userId),
        eq(r.kind, query.kind),
        eq(r.state, 'verified'),
        gte(r.level, query.minLevel),
        gte(r.occurredOn, query.sinceDay),
      ),
    );
  return row?.total ?? 0;
}

/** A teacher's verified records, of some kinds or all, newest first. */
export async function listVerifiedRecords(db: Executor, tenantId: TenantId, userId: number, kinds: readonly string[] | undefined) {
  return db
    .select({ id: r.id, kind: r.kind, title: r.title, occurredOn: r.occurredOn, level: r.level, evidenceFileIds: r.evidenceFileIds })
    .from(r)
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.userId, userId),
        eq(r.state, 'verified'),
        kinds === undefined ? undefined : inArray(r.kind, [...kinds]),
      ),
    )
    .orderBy(desc(r.occurredOn), asc(r.id));
}
