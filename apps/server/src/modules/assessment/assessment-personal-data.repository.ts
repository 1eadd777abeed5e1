import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentSubmissionRounds, assessmentSubmissions } from '@server/db/schema/assessment-assignments';
import { assessmentEvaluationResponses } from '@server/db/schema/assessment-evaluations';
import { assessmentAttempts } from '@server/db/schema/assessment-exams';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's exam attempts, assignment submissions with every round, and the questionnaires they answered by name. */
export async function selectAssessmentOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const attempts = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.tenantId, tenantId), eq(assessmentAttempts.userId, userId)));
  const submissions = await db
    .select()
    .from(assessmentSubmissions)
    .where(and(eq(assessmentSubmissions.tenantId, tenantId), eq(assessmentSubmissions.userId, userId)));
  const rounds = submissions.length
    ? await db
        .select()
        .from(assessmentSubmissionRounds)
        .where(
          and(
            eq(assessmentSubmissionRounds.tenantId, tenantId),
            inArray(
              assessmentSubmissionRounds.submissionId,
              submissions.map((submission) => submission.id),
            ),
          ),
        )
    : [];
  const responses = await db
    .select()
    .from(assessmentEvaluationResponses)
    .where(and(eq(assessmentEvaluationResponses.tenantId, tenantId), eq(assessmentEvaluationResponses.userId, userId)));
  return { attempts, submissions, rounds, responses };
}
