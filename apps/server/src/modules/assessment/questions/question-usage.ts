import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * Whether something that keeps a question's versions (an exam's paper) still uses the question, so removing it would
 * be refused. Exams add their check to the list below; the removal runs them under the question's row lock, so an
 * exam that takes the question while it is being removed must lock the same row (`lockQuestionsForUse`) and finds
 * it removed.
 */
export type QuestionUsageCheck = (tx: Executor, tenantId: TenantId, questionId: number) => Promise<boolean>;

/** The checks a removal runs; one answering true refuses it with 409. */
export const QUESTION_USAGE_CHECKS: QuestionUsageCheck[] = [];

/** Whether any check finds the question in use. */
export async function questionInUse(tx: Executor, tenantId: TenantId, questionId: number): Promise<boolean> {
  for (const check of QUESTION_USAGE_CHECKS) if (await check(tx, tenantId, questionId)) return true;
  return false;
}
