import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of profile records: a teacher's lists, saves and deletes, the files they name, and the counts other domains ask.

const r = profileRecords;
const decider = alias(users, 'decider');

export type RecordRow = typeof r.$inferSelect;
/** A record with who it belongs to and who decided it, as every list shows it. */
export type RecordWithTeacher = { record: RecordRow; teacherName: string; schoolName: string; orgPath: string; decidedByName: string | null };
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

function fieldCondition({ field, value, isList }: FieldFilter): SQL {
  // Containment keeps the value a bound parameter whatever the field is called.
  return sql`${r.fields} @> ${JSON.stringify({ [field]: isList ? [value] : value })}::jsonb`;
}

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
  const where = and(
    eq(r.tenantId, filter.tenantId),
    eq(r.userId, filter.userId),
    eq(r.kind, filter.kind),
    filter.year === undefined ? undefined : inYear(filter.year),
    filter.level === undefined ? undefined : eq(r.level, filter.level),
    filter.state === undefined ? undefined : eq(r.state, filter.state),
    ...filter.fields.map(fieldCondition),
  );
  const [rows, [counted]] = await Promise.all([
    selectRecordsWithTeacher(db)
      .where(where)
      // Spelled as the index is (DESC NULLS LAST), so the page is read off it in order.
      .orderBy(sql`${r.occurredOn} desc nulls last`, sql`${r.id} desc nulls last`)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: count() }).from(r).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findRecord(db: Executor, tenantId: TenantId, id: number): Promise<RecordWithTeacher | undefined> {
  const rows = await selectRecordsWithTeacher(db)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id)))
    .limit(1);
  return rows[0];
}

export async function findRecordsByIds(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<RecordWithTeacher[]> {
  if (ids.length === 0) return [];
  return selectRecordsWithTeacher(db).where(and(eq(r.tenantId, tenantId), inArray(r.id, [...ids])));
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
    .where(and(eq(r.tenantId, tenantId), eq(r.id, key.id), eq(r.userId, key.userId), eq(r.kind, key.kind), eq(r.version, key.version), ne(r.state, 'verified')))
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

/** The tenant's stored files among the ids, with what decides whether they may be a record's evidence. */
export async function findFiles(db: Executor, tenantId: TenantId, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: storedFiles.id, name: storedFiles.originalName, contentType: storedFiles.contentType, size: storedFiles.size, purpose: storedFiles.purpose, ownerUserId: storedFiles.ownerUserId })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...ids])));
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
    .where(and(eq(r.tenantId, tenantId), eq(r.userId, userId), eq(r.state, 'verified'), kinds === undefined ? undefined : inArray(r.kind, [...kinds])))
    .orderBy(desc(r.occurredOn), asc(r.id));
}
