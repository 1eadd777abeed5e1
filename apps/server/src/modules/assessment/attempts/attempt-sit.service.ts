import type { AnswerBody, AttemptResult, AttemptView, SavedAnswer } from '@yanxiu/contract/assessment-exams';
import type { RequestContext } from '@server/platform/context/request-context';
import { eventScopeOf } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { answerFits } from '@server/modules/assessment/exams/answer-grading';
import { versionsOf } from '@server/modules/assessment/exams/paper-arrange';
import { ownAttempt } from './attempt-access';
import { closeAttempt, closeIfExpired } from './attempt-close';
import { attemptResultOf, attemptViewOf } from './attempt-view';
import { answersOf, findAttempt, storeAnswer } from './attempts.repository';

// Sitting an attempt: every read or write first submits an attempt whose deadline has passed (in its own committed
// transaction, so a refused late answer still leaves the attempt submitted), then answers as the attempt now stands.

/** An attempt's state after submitting it if its time ran out; each call its own transaction. */
async function settled(ctx: RequestContext, attemptId: number) {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { attempt, exam } = await ownAttempt(ctx, tx, attemptId, true);
    if (await closeIfExpired(eventScopeOf(ctx, tx), exam, attempt, now))
      return { attempt: (await findAttempt(tx, ctx.tenantId, attempt.id))!, exam, now };
    return { attempt, exam, now };
  });
}

/** The caller's attempt as they sit it (and, once submitted, their answers as given). */
export async function readAttempt(ctx: RequestContext, attemptId: number): Promise<AttemptView> {
  const { attempt, exam, now } = await settled(ctx, attemptId);
  return attemptViewOf(ctx.db, ctx.tenantId, exam, attempt, now);
}

/**
 * Saves one question's answer as given (null clears it). Idempotent: the same answer again changes nothing and
 * answers the time it was stored. Refused once the attempt is submitted or its deadline has passed (409, code 4963);
 * an answer of another kind or naming options the question lacks is 422 (code 4967).
 */
export async function saveAttemptAnswer(
  ctx: RequestContext,
  attemptId: number,
  position: number,
  answer: AnswerBody | null,
): Promise<SavedAnswer> {
  const { attempt: current } = await settled(ctx, attemptId);
  if (current.status !== 'open') throw new AppError('ASSESSMENT_ATTEMPT_CLOSED');
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { attempt } = await ownAttempt(ctx, tx, attemptId, true);
    // The deadline may pass between the two transactions: the next read submits it.
    if (attempt.status !== 'open' || attempt.deadlineAt.getTime() <= now.getTime()) throw new AppError('ASSESSMENT_ATTEMPT_CLOSED');
    const row = (await answersOf(tx, ctx.tenantId, attempt.id)).find((candidate) => candidate.position === position);
    if (!row) throw new AppError('NOT_FOUND');
    const version = (await versionsOf(tx, ctx.tenantId, [row]))(row.questionId, row.version);
    if (answer !== null && !answerFits(version.answer, answer)) throw new AppError('ASSESSMENT_ANSWER_MISMATCH');
    const timing = { position, deadline: attempt.deadlineAt.toISOString(), serverNow: now.toISOString() };
    if (row.savedAt && JSON.stringify(row.answer) === JSON.stringify(answer)) return { ...timing, savedAt: row.savedAt.toISOString() };
    await storeAnswer(tx, ctx.tenantId, attempt.id, position, answer, now);
    return { ...timing, savedAt: now.toISOString() };
  });
}

/** Submits the caller's attempt (a repeat, or one the server already submitted, answers the same result). */
export async function submitAttempt(ctx: RequestContext, attemptId: number): Promise<AttemptResult> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { attempt, exam } = await ownAttempt(ctx, tx, attemptId, true);
    if (attempt.status === 'open') await closeAttempt(eventScopeOf(ctx, tx), exam, attempt, now);
    return attemptResultOf(tx, ctx.tenantId, exam, (await findAttempt(tx, ctx.tenantId, attempt.id))!, now);
  });
}

/** A submitted attempt's result as the exam's reveal settings allow; an attempt still open is 409. */
export async function readAttemptResult(ctx: RequestContext, attemptId: number): Promise<AttemptResult> {
  const { attempt, exam, now } = await settled(ctx, attemptId);
  if (attempt.status === 'open') throw new AppError('STATE_NOT_ALLOWED');
  return attemptResultOf(ctx.db, ctx.tenantId, exam, attempt, now);
}
