import { and, asc, count, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentAttemptAnswers as a, assessmentAttempts as t, assessmentExams as e } from '@server/db/schema/assessment-exams';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Whose short answers a grader sees: exams owned under their unit (or every exam, for platform staff). */
export type GradingScope = { orgPath: string; everywhere: boolean; examId?: number | undefined };

function queueWhere(tenantId: TenantId, scope: GradingScope): SQL {
  const conditions: SQL[] = [eq(a.tenantId, tenantId), eq(a.outcome, 'pending'), eq(t.status, 'grading')];
  if (!scope.everywhere) conditions.push(like(orgUnits.path, `${scope.orgPath}%`));
  if (scope.examId) conditions.push(eq(e.id, scope.examId));
  return and(...conditions)!;
}

function queueFrom(db: Executor, columns: Record<string, unknown>) {
  return db
    .select(columns as never)
    .from(a)
    .innerJoin(t, and(eq(t.tenantId, a.tenantId), eq(t.id, a.attemptId)))
    .innerJoin(e, and(eq(e.tenantId, t.tenantId), eq(e.id, t.examId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, e.tenantId), eq(orgUnits.id, e.ownerUnitId)))
    .innerJoin(users, and(eq(users.tenantId, t.tenantId), eq(users.id, t.userId)))
    .$dynamic();
}

const rowColumns = {
  attemptId: a.attemptId,
  position: a.position,
  examId: e.id,
  examTitle: e.title,
  teacherName: users.name,
  submittedAt: t.submittedAt,
  points: a.points,
};
type QueueRow = {
  attemptId: number;
  position: number;
  examId: number;
  examTitle: string;
  teacherName: string;
  submittedAt: Date | null;
  points: number;
};

/** Short answers of submitted attempts waiting for a grader, oldest submission first. */
export async function listGradingQueue(db: Executor, tenantId: TenantId, scope: GradingScope, page: { offset: number; limit: number }) {
  const where = queueWhere(tenantId, scope);
  const rows = (await queueFrom(db, rowColumns)
    .where(where)
    .orderBy(asc(t.submittedAt), asc(a.attemptId), asc(a.position))
    .offset(page.offset)
    .limit(page.limit)) as QueueRow[];
  const [total] = (await queueFrom(db, { total: count() }).where(where)) as Array<{ total: number }>;
  return { rows, total: total?.total ?? 0 };
}

/** How many short answers wait for graders in a scope (the to-do list's count). */
export async function countGradingQueue(db: Executor, tenantId: TenantId, scope: GradingScope): Promise<number> {
  const [total] = (await queueFrom(db, { total: count() }).where(queueWhere(tenantId, scope))) as Array<{ total: number }>;
  return total?.total ?? 0;
}

/** One queue row by attempt and position, waiting or not (the detail shows a graded one too). */
export async function findQueueRow(db: Executor, tenantId: TenantId, attemptId: number, position: number) {
  const [row] = (await queueFrom(db, rowColumns)
    .where(and(eq(a.tenantId, tenantId), eq(a.attemptId, attemptId), eq(a.position, position), sql`${t.status} <> 'open'`))
    .limit(1)) as QueueRow[];
  return row;
}
