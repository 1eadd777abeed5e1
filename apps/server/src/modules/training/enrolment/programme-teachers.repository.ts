import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { trainingEnrolments, trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { likeContains } from '@server/modules/training/like-pattern';

// A programme's enrolled teachers with their progress, for staff's per-teacher views of one programme (assessment's
// grade book): filtered by school, name and how far they are, by school then name, in a bounded number of queries
// whatever the page size.

const e = trainingEnrolments;
const u = users;
const s = orgUnits;
const c = trainingUnitCompletions;
const units = trainingUnits;

/** Where a teacher is: no current unit completed, some, or all of them. */
export type ProgrammeTeacherState = 'not_started' | 'in_progress' | 'completed';

export type ProgrammeTeacherFilter = {
  programmeId: number;
  schoolId?: number | undefined;
  keyword?: string | undefined;
  state?: ProgrammeTeacherState | undefined;
};

/** An enrolled teacher with their school and how many of the programme's current units they completed. */
export type ProgrammeTeacher = {
  userId: number;
  teacherName: string;
  schoolId: number;
  schoolName: string;
  completedUnits: number;
  totalUnits: number;
};

const liveUnitIds = (db: Executor, tenantId: TenantId, programmeId: number) =>
  db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.tenantId, tenantId), eq(units.programmeId, programmeId), eq(units.removed, false)));

async function liveUnitCount(db: Executor, tenantId: TenantId, programmeId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(units)
    .where(and(eq(units.tenantId, tenantId), eq(units.programmeId, programmeId), eq(units.removed, false)));
  return row?.total ?? 0;
}

/** Completed current units per teacher of the programme (a subquery: only the state filter needs every teacher's). */
const doneQuery = (db: Executor, tenantId: TenantId, programmeId: number) =>
  db
    .select({ userId: c.userId, units: sql<number>`count(*)::int`.as('done_units') })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), inArray(c.unitId, liveUnitIds(db, tenantId, programmeId))))
    .groupBy(c.userId)
    .as('done');

function stateCondition(state: ProgrammeTeacherState, done: SQL, total: number): SQL {
  if (state === 'not_started') return sql`coalesce(${done}, 0) = 0`;
  if (state === 'completed') return total > 0 ? sql`${done} = ${total}` : sql`false`;
  return sql`${done} > 0 and ${done} < ${total}`;
}

function filterOf(db: Executor, tenantId: TenantId, filter: ProgrammeTeacherFilter, total: number) {
  const done = filter.state ? doneQuery(db, tenantId, filter.programmeId) : undefined;
  const where = and(
    eq(e.tenantId, tenantId),
    eq(e.programmeId, filter.programmeId),
    eq(e.status, 'enrolled'),
    filter.schoolId === undefined ? undefined : eq(u.orgUnitId, filter.schoolId),
    filter.keyword ? sql`${u.name} ilike ${likeContains(filter.keyword)}` : undefined,
    filter.state && done ? stateCondition(filter.state, sql`${done.units}`, total) : undefined,
  );
  return { done, where };
}

/** Completed current units of the programme for each of `userIds` (teachers without any are absent). */
async function completedOf(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: c.userId, units: sql<number>`count(*)::int` })
    .from(c)
    .where(and(eq(c.tenantId, tenantId), inArray(c.userId, [...userIds]), inArray(c.unitId, liveUnitIds(db, tenantId, programmeId))))
    .groupBy(c.userId);
  return new Map(rows.map((row) => [row.userId, row.units]));
}

/**
 * The programme's enrolled teachers under the filter, by school name, then name, then id: `limit` of them from
 * `offset` (null: all of them, the export), with the number under the filter.
 */
export async function listProgrammeTeachers(
  db: Executor,
  tenantId: TenantId,
  filter: ProgrammeTeacherFilter,
  page: { offset: number; limit: number | null },
): Promise<{ rows: ProgrammeTeacher[]; total: number }> {
  const totalUnits = await liveUnitCount(db, tenantId, filter.programmeId);
  const { done, where } = filterOf(db, tenantId, filter, totalUnits);
  let rowsQuery = db
    .select({ userId: e.userId, teacherName: u.name, schoolId: s.id, schoolName: s.name })
    .from(e)
    .innerJoin(u, and(eq(u.tenantId, e.tenantId), eq(u.id, e.userId)))
    .innerJoin(s, and(eq(s.tenantId, u.tenantId), eq(s.id, u.orgUnitId)))
    .$dynamic();
  let countQuery = db
    .select({ total: sql<number>`count(*)::int` })
    .from(e)
    .innerJoin(u, and(eq(u.tenantId, e.tenantId), eq(u.id, e.userId)))
    .innerJoin(s, and(eq(s.tenantId, u.tenantId), eq(s.id, u.orgUnitId)))
    .$dynamic();
  if (done) {
    rowsQuery = rowsQuery.leftJoin(done, eq(done.userId, e.userId));
    countQuery = countQuery.leftJoin(done, eq(done.userId, e.userId));
  }
  rowsQuery = rowsQuery.where(where).orderBy(asc(s.name), asc(u.name), asc(e.userId)).offset(page.offset);
  if (page.limit !== null) rowsQuery = rowsQuery.limit(page.limit);
  const [found, [count]] = await Promise.all([rowsQuery, countQuery.where(where)]);
  const completed = await completedOf(
    db,
    tenantId,
    filter.programmeId,
    found.map((row) => row.userId),
  );
  return {
    rows: found.map((row) => ({ ...row, completedUnits: completed.get(row.userId) ?? 0, totalUnits })),
    total: count?.total ?? 0,
  };
}

/** The schools of the programme's enrolled teachers with how many each, by name. */
export async function listProgrammeTeacherSchools(db: Executor, tenantId: TenantId, programmeId: number) {
  return db
    .select({ id: s.id, name: s.name, teachers: sql<number>`count(*)::int` })
    .from(e)
    .innerJoin(u, and(eq(u.tenantId, e.tenantId), eq(u.id, e.userId)))
    .innerJoin(s, and(eq(s.tenantId, u.tenantId), eq(s.id, u.orgUnitId)))
    .where(and(eq(e.tenantId, tenantId), eq(e.programmeId, programmeId), eq(e.status, 'enrolled')))
    .groupBy(s.id, s.name)
    .orderBy(asc(s.name), asc(s.id));
}
