import { and, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentSubmissions, assessmentAssignments } from '@server/db/schema/assessment-assignments';
import { assessmentAttempts, assessmentExams } from '@server/db/schema/assessment-exams';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** An exam or assignment still open for a teacher, and when it closes. */
export type OpenAssessment = { id: number; title: string; programmeId: number | null; dueAt: Date };

/**
 * Published exams on `unitIds` (the teacher's unfinished units) closing after `now`, except those with an attempt of
 * theirs waiting for its grading (handed in: nothing more to do until it is graded).
 */
export async function findOpenExams(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  unitIds: readonly number[],
  now: Date,
): Promise<OpenAssessment[]> {
  if (unitIds.length === 0) return [];
  const x = assessmentExams;
  const a = assessmentAttempts;
  return db
    .select({ id: x.id, title: x.title, programmeId: x.programmeId, dueAt: x.closesAt })
    .from(x)
    .where(
      and(
        eq(x.tenantId, tenantId),
        inArray(x.unitId, [...unitIds]),
        eq(x.status, 'published'),
        gt(x.closesAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(a)
            .where(and(eq(a.tenantId, x.tenantId), eq(a.examId, x.id), eq(a.userId, userId), eq(a.status, 'grading'))),
        ),
      ),
    );
}

/**
 * Published assignments on `unitIds` due after `now` that the teacher has not handed in: no submission yet, a draft,
 * or one returned for changes.
 */
export async function findOpenAssignments(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  unitIds: readonly number[],
  now: Date,
): Promise<OpenAssessment[]> {
  if (unitIds.length === 0) return [];
  const g = assessmentAssignments;
  const s = assessmentSubmissions;
  return db
    .select({ id: g.id, title: g.title, programmeId: g.programmeId, dueAt: g.dueAt })
    .from(g)
    .where(
      and(
        eq(g.tenantId, tenantId),
        inArray(g.unitId, [...unitIds]),
        eq(g.status, 'published'),
        gt(g.dueAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(s)
            .where(
              and(eq(s.tenantId, g.tenantId), eq(s.assignmentId, g.id), eq(s.userId, userId), inArray(s.status, ['submitted', 'graded'])),
            ),
        ),
      ),
    );
}
