import type { SubmissionQueueFilter } from '@yanxiu/contract/assessment-assignments';
import { aliasedTable, and, asc, count, eq, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  assessmentAssignments as a,
  assessmentSubmissionRounds as r,
  assessmentSubmissions as s,
} from '@server/db/schema/assessment-assignments';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The tutors' queue: the submissions of the assignments owned under their unit, at their latest round.

/** Whose submissions a tutor sees: assignments owned under their unit (or every one, for platform staff). */
export type QueueScope = {
  orgPath: string;
  everywhere: boolean;
  assignmentId?: number | undefined;
  programmeId?: number | undefined;
  schoolId?: number | undefined;
  filter: SubmissionQueueFilter;
};

const owner = aliasedTable(orgUnits, 'owner');
const school = aliasedTable(orgUnits, 'school');

function queueWhere(tenantId: TenantId, scope: QueueScope): SQL {
  const conditions: SQL[] = [eq(s.tenantId, tenantId)];
  conditions.push(stateCondition(scope.filter));
  if (!scope.everywhere) conditions.push(like(owner.path, `${scope.orgPath}%`));
  if (scope.assignmentId) conditions.push(eq(s.assignmentId, scope.assignmentId));
  if (scope.programmeId) conditions.push(eq(a.programmeId, scope.programmeId));
  if (scope.schoolId) conditions.push(eq(users.orgUnitId, scope.schoolId));
  return and(...conditions)!;
}

/** The latest round's state a filter keeps; "all" is every teacher who submitted once (a first draft is nobody's yet). */
function stateCondition(filter: SubmissionQueueFilter): SQL {
  switch (filter) {
    case 'waiting':
      return eq(s.status, 'submitted');
    case 'returned':
      // Returned, and being reworked (the next round's draft).
      return sql`(${s.status} = 'returned' or (${s.status} = 'draft' and ${s.round} > 1))`;
    case 'graded':
      return eq(s.status, 'graded');
    case 'excellent':
      return isNotNull(s.excellentAt);
    case 'all':
      return sql`(${s.status} <> 'draft' or ${s.round} > 1)`;
  }
}

function queueFrom(db: Executor, columns: Record<string, unknown>) {
  return db
    .select(columns as never)
    .from(s)
    .innerJoin(a, and(eq(a.tenantId, s.tenantId), eq(a.id, s.assignmentId)))
    .innerJoin(owner, and(eq(owner.tenantId, a.tenantId), eq(owner.id, a.ownerUnitId)))
    .innerJoin(trainingProgrammes, and(eq(trainingProgrammes.tenantId, a.tenantId), eq(trainingProgrammes.id, a.programmeId)))
    .innerJoin(users, and(eq(users.tenantId, s.tenantId), eq(users.id, s.userId)))
    .leftJoin(school, and(eq(school.tenantId, users.tenantId), eq(school.id, users.orgUnitId)))
    .innerJoin(r, and(eq(r.tenantId, s.tenantId), eq(r.submissionId, s.id), eq(r.round, s.round)))
    .$dynamic();
}

const rowColumns = {
  submissionId: s.id,
  assignmentId: a.id,
  assignmentTitle: a.title,
  programmeTitle: trainingProgrammes.title,
  teacherName: users.name,
  schoolName: school.name,
  round: s.round,
  status: s.status,
  submittedAt: r.submittedAt,
  late: r.late,
  excellentAt: s.excellentAt,
};
export type QueueRow = {
  submissionId: number;
  assignmentId: number;
  assignmentTitle: string;
  programmeTitle: string;
  teacherName: string;
  schoolName: string | null;
  round: number;
  status: string;
  submittedAt: Date | null;
  late: boolean;
  excellentAt: Date | null;
};

/** Submissions in a tutor's scope, oldest submission first. */
export async function listSubmissionQueue(db: Executor, tenantId: TenantId, scope: QueueScope, page: { offset: number; limit: number }) {
  const where = queueWhere(tenantId, scope);
  const rows = (await queueFrom(db, rowColumns)
    .where(where)
    .orderBy(asc(s.submittedAt), asc(s.id))
    .offset(page.offset)
    .limit(page.limit)) as QueueRow[];
  const [total] = (await queueFrom(db, { total: count() }).where(where)) as Array<{ total: number }>;
  return { rows, total: total?.total ?? 0 };
}

/** How many submissions wait for a tutor's decision (the to-do list's count). */
export async function countWaitingSubmissions(db: Executor, tenantId: TenantId, scope: QueueScope): Promise<number> {
  const [total] = (await queueFrom(db, { total: count() }).where(queueWhere(tenantId, scope))) as Array<{ total: number }>;
  return total?.total ?? 0;
}

/** One submission's queue row, whatever its state. */
export async function findQueueRow(db: Executor, tenantId: TenantId, submissionId: number): Promise<QueueRow | undefined> {
  const [row] = (await queueFrom(db, rowColumns)
    .where(and(eq(s.tenantId, tenantId), eq(s.id, submissionId)))
    .limit(1)) as QueueRow[];
  return row;
}
