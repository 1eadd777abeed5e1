import { and, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TrainingKindValue } from '@yanxiu/contract/training-enums';
import { preparedPer, type Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { trainingEnrolments, trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { likeContains } from '@server/modules/training/like-pattern';

// Lists of enrolments: the teacher's own (my training) and the ones staff may see.

const e = trainingEnrolments;
const p = trainingProgrammes;

export type MyTrainingFilter = { kind?: TrainingKindValue | undefined; status?: string | undefined; page: number; size: number };

/** The teacher's enrolments with their programmes, newest first. */
export async function listMyEnrolments(db: Executor, tenantId: TenantId, userId: number, filter: MyTrainingFilter) {
  const where = and(
    eq(e.tenantId, tenantId),
    eq(e.userId, userId),
    filter.status ? eq(e.status, filter.status) : undefined,
    filter.kind ? eq(p.kind, filter.kind) : undefined,
  );
  const join = and(eq(p.tenantId, e.tenantId), eq(p.id, e.programmeId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ enrolment: getTableColumns(e), programmeId: p.id })
      .from(e)
      .innerJoin(p, join)
      .where(where)
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(e)
      .innerJoin(p, join)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

// The training home asks this on every visit, so it is prepared once per database (see preparedPer).
const runningEnrolments = preparedPer((db) =>
  db
    .select({ enrolment: getTableColumns(e), programmeId: p.id })
    .from(e)
    .innerJoin(p, and(eq(p.tenantId, e.tenantId), eq(p.id, e.programmeId)))
    .where(
      and(
        eq(e.tenantId, sql.placeholder('tenantId')),
        eq(e.userId, sql.placeholder('userId')),
        eq(e.status, 'enrolled'),
        sql`${p.endsOn} >= ${sql.placeholder('today')}::date`,
      ),
    )
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(50)
    .prepare('training_running_enrolments'),
);

/** The enrolled programmes of a teacher that have not ended (for the home page). */
export async function listRunningEnrolments(db: Executor, tenantId: TenantId, userId: number, today: string) {
  return runningEnrolments(db).execute({ tenantId, userId, today });
}

/** Who is asking for staff lists: a whole tenant, or a school admin's school plus programmes they organise. */
export type StaffScope = { tenantWide: true } | { tenantWide: false; orgPath: string; orgUnitId: number };

export type StaffEnrolmentFilter = {
  scope: StaffScope;
  programmeId?: number | undefined;
  status?: string | undefined;
  keyword?: string | undefined;
  page: number;
  size: number;
};

const teacher = users;
const school = orgUnits;
const decider = alias(users, 'decider');

function staffWhere(tenantId: TenantId, filter: Omit<StaffEnrolmentFilter, 'page' | 'size'>): SQL {
  const scope = filter.scope.tenantWide
    ? undefined
    : or(
        sql`starts_with(${school.path}, ${filter.scope.orgPath})`,
        and(eq(p.kind, 'school'), eq(p.organiserUnitId, filter.scope.orgUnitId)),
      );
  return and(
    eq(e.tenantId, tenantId),
    scope,
    filter.programmeId === undefined ? undefined : eq(e.programmeId, filter.programmeId),
    filter.status ? eq(e.status, filter.status) : undefined,
    filter.keyword ? sql`${teacher.name} ilike ${likeContains(filter.keyword)}` : undefined,
  )!;
}

function staffQuery(db: Executor) {
  return db
    .select({
      enrolment: getTableColumns(e),
      programmeTitle: p.title,
      teacherName: teacher.name,
      phone: teacher.phone,
      schoolName: school.name,
      schoolPath: school.path,
      decidedByName: decider.name,
    })
    .from(e)
    .innerJoin(p, and(eq(p.tenantId, e.tenantId), eq(p.id, e.programmeId)))
    .innerJoin(teacher, and(eq(teacher.tenantId, e.tenantId), eq(teacher.id, e.userId)))
    .innerJoin(school, and(eq(school.tenantId, teacher.tenantId), eq(school.id, teacher.orgUnitId)))
    .leftJoin(decider, and(eq(decider.tenantId, e.tenantId), eq(decider.id, e.decidedBy)));
}

export type StaffEnrolment = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

/** A page of enrolments staff may see, newest first. */
export async function listStaffEnrolments(db: Executor, tenantId: TenantId, filter: StaffEnrolmentFilter) {
  const where = staffWhere(tenantId, filter);
  const [rows, [count]] = await Promise.all([
    staffQuery(db)
      .where(where)
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(e)
      .innerJoin(p, and(eq(p.tenantId, e.tenantId), eq(p.id, e.programmeId)))
      .innerJoin(teacher, and(eq(teacher.tenantId, e.tenantId), eq(teacher.id, e.userId)))
      .innerJoin(school, and(eq(school.tenantId, teacher.tenantId), eq(school.id, teacher.orgUnitId)))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every enrolment staff may see under the filter, up to `limit` (the export). */
export async function listStaffEnrolmentsForExport(
  db: Executor,
  tenantId: TenantId,
  filter: Omit<StaffEnrolmentFilter, 'page' | 'size'>,
  limit: number,
) {
  return staffQuery(db).where(staffWhere(tenantId, filter)).orderBy(desc(e.createdAt), desc(e.id)).limit(limit);
}

/** Enrolments by id with their teacher's org path (for decisions). */
export async function findEnrolmentsWithTeacher(db: Executor, tenantId: TenantId, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return staffQuery(db).where(and(eq(e.tenantId, tenantId), sql`${e.id} = any(${sql.param([...ids])}::bigint[])`));
}

/** How many pending enrolments the staff member may decide (home page badge). */
export async function countPendingForStaff(db: Executor, tenantId: TenantId, scope: StaffScope): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(e)
    .innerJoin(p, and(eq(p.tenantId, e.tenantId), eq(p.id, e.programmeId)))
    .innerJoin(teacher, and(eq(teacher.tenantId, e.tenantId), eq(teacher.id, e.userId)))
    .innerJoin(school, and(eq(school.tenantId, teacher.tenantId), eq(school.id, teacher.orgUnitId)))
    .where(
      and(
        staffWhere(tenantId, { scope, status: 'pending' }),
        scope.tenantWide ? undefined : sql`starts_with(${school.path}, ${scope.orgPath})`,
      ),
    );
  return row?.total ?? 0;
}
