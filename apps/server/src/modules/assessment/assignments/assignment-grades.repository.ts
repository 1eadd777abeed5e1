import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubmissionState } from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import {
  assessmentAssignments as a,
  assessmentSubmissionRounds as r,
  assessmentSubmissions as s,
} from '@server/db/schema/assessment-assignments';
import { trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The named reads other parts use of assignment results (the grade book, a teacher's learning record): bounded
// queries, one per call whatever the number of teachers.

/** A published assignment of a programme as a grade book column. */
export type AssignmentColumn = { assignmentId: number; unitId: number; title: string; maxScore: number; passScore: number };
/** One teacher's standing on one assignment; a teacher with no row has not started. */
export type AssignmentGrade = {
  assignmentId: number;
  userId: number;
  state: SubmissionState;
  score: number | null;
  passed: boolean | null;
};

/**
 * A programme's published assignments, and the standing of each of the teachers named on each (their latest round's
 * state and the counted grade: the last graded round). Teachers with nothing written are left out (not started).
 */
export async function assignmentGradesOf(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
  userIds: readonly number[],
): Promise<{ assignments: AssignmentColumn[]; grades: AssignmentGrade[] }> {
  const assignments = await db
    .select({ assignmentId: a.id, unitId: a.unitId, title: a.title, maxScore: a.maxScore, passScore: a.passScore })
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.programmeId, programmeId), eq(a.status, 'published')))
    .orderBy(asc(a.id));
  if (assignments.length === 0 || userIds.length === 0) return { assignments, grades: [] };
  const rows = await db
    .select({ assignmentId: s.assignmentId, userId: s.userId, state: s.status, score: s.countedScore, passed: s.countedPassed })
    .from(s)
    .where(
      and(
        eq(s.tenantId, tenantId),
        inArray(
          s.assignmentId,
          assignments.map((row) => row.assignmentId),
        ),
        inArray(s.userId, [...userIds]),
      ),
    );
  return { assignments, grades: rows.map((row) => ({ ...row, state: row.state as SubmissionState })) };
}

/** A teacher's assignment as their learning record lists it: the counted grade and the latest decision's feedback. */
export type TeacherAssignmentResult = {
  assignmentId: number;
  unitId: number;
  title: string;
  programmeId: number;
  programmeTitle: string;
  state: SubmissionState;
  score: number | null;
  passed: boolean | null;
  maxScore: number;
  feedback: string | null;
  decidedAt: Date | null;
};

/** The assignments a teacher has written for (one programme's, or all), latest activity first, at most `limit`. */
export async function assignmentResultsOfTeacher(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  options: { programmeId?: number; limit: number },
): Promise<TeacherAssignmentResult[]> {
  const rows = await db
    .select({
      assignmentId: a.id,
      unitId: a.unitId,
      title: a.title,
      programmeId: a.programmeId,
      programmeTitle: trainingProgrammes.title,
      state: s.status,
      score: s.countedScore,
      passed: s.countedPassed,
      maxScore: a.maxScore,
      feedback: r.feedback,
      decidedAt: r.decidedAt,
    })
    .from(s)
    .innerJoin(a, and(eq(a.tenantId, s.tenantId), eq(a.id, s.assignmentId)))
    .innerJoin(trainingProgrammes, and(eq(trainingProgrammes.tenantId, a.tenantId), eq(trainingProgrammes.id, a.programmeId)))
    // The latest decided round's feedback (a returned round's too): the round before a draft in progress.
    .leftJoin(
      r,
      and(
        eq(r.tenantId, s.tenantId),
        eq(r.submissionId, s.id),
        eq(
          r.round,
          sql`(select max(d.round) from assessment_submission_rounds d where d.tenant_id = ${s.tenantId} and d.submission_id = ${s.id} and d.decided_at is not null)`,
        ),
      ),
    )
    .where(and(eq(s.tenantId, tenantId), eq(s.userId, userId), ...(options.programmeId ? [eq(a.programmeId, options.programmeId)] : [])))
    .orderBy(desc(s.updatedAt), desc(s.id))
    .limit(options.limit);
  return rows.map((row) => ({ ...row, state: row.state as SubmissionState }));
}
