import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentAttempts as t, assessmentExams as e } from '@server/db/schema/assessment-exams';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The grade book's reads of exams: the exams on a programme's units, and their attempts for a page of teachers (or
// for all of them, the export), each in one query whatever the number of teachers.

/** What the book needs of an exam on a unit. */
export type UnitExam = Pick<typeof e.$inferSelect, 'id' | 'unitId' | 'programmeId' | 'title' | 'counts' | 'revealResults' | 'closesAt'>;

/** What the book needs of an attempt. */
export type BookAttempt = Pick<
  typeof t.$inferSelect,
  'id' | 'examId' | 'userId' | 'number' | 'status' | 'score' | 'maxScore' | 'passed' | 'submittedAt' | 'submittedBy'
>;

const examFields = {
  id: e.id,
  unitId: e.unitId,
  programmeId: e.programmeId,
  title: e.title,
  counts: e.counts,
  revealResults: e.revealResults,
  closesAt: e.closesAt,
};

/** The exams on these units (a unit has at most one). */
export async function examsOfUnits(db: Executor, tenantId: TenantId, unitIds: readonly number[]): Promise<UnitExam[]> {
  if (unitIds.length === 0) return [];
  return db
    .select(examFields)
    .from(e)
    .where(and(eq(e.tenantId, tenantId), inArray(e.unitId, [...unitIds])));
}

const attemptFields = {
  id: t.id,
  examId: t.examId,
  userId: t.userId,
  number: t.number,
  status: t.status,
  score: t.score,
  maxScore: t.maxScore,
  passed: t.passed,
  submittedAt: t.submittedAt,
  submittedBy: t.submittedBy,
};

/** The attempts at these exams of `userIds` (null: of everyone), first first (the attempts' unique key serves it). */
export async function attemptsAtExams(
  db: Executor,
  tenantId: TenantId,
  examIds: readonly number[],
  userIds: readonly number[] | null,
): Promise<BookAttempt[]> {
  if (examIds.length === 0 || userIds?.length === 0) return [];
  return db
    .select(attemptFields)
    .from(t)
    .where(and(eq(t.tenantId, tenantId), inArray(t.examId, [...examIds]), userIds ? inArray(t.userId, [...userIds]) : undefined))
    .orderBy(asc(t.examId), asc(t.userId), asc(t.number));
}

/** The programmes whose exams the teacher attempted, the latest attempt first, at most `limit`. */
export async function programmesAttemptedBy(db: Executor, tenantId: TenantId, userId: number, limit: number) {
  const rows = await db
    .select({ programmeId: e.programmeId, latest: sql<Date>`max(${t.startedAt})` })
    .from(t)
    .innerJoin(e, and(eq(e.tenantId, t.tenantId), eq(e.id, t.examId)))
    .where(and(eq(t.tenantId, tenantId), eq(t.userId, userId), isNotNull(e.programmeId)))
    .groupBy(e.programmeId)
    .orderBy(desc(sql`max(${t.startedAt})`))
    .limit(limit);
  return rows.map((row) => ({ programmeId: row.programmeId!, latest: new Date(row.latest) }));
}
