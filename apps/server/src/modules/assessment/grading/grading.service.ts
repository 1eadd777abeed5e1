import type { AnswerBody, GradeAnswerBody, GradedAnswer, GradingItem, GradingQueueQuery } from '@yanxiu/contract/assessment-exams';
import type { RequestContext } from '@server/platform/context/request-context';
import { eventScopeOf } from '@server/platform/context/request-context';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { assessmentAccess } from '../assessment.access';
import { AppError } from '@server/platform/http/app-error';
import { assessmentTexts } from '../assessment.texts';
import { settleAttemptScore } from '@server/modules/assessment/attempts/attempt-close';
import { answersOf, findAttempt, storeGrade } from '@server/modules/assessment/attempts/attempts.repository';
import { gradedShortAnswer } from '@server/modules/assessment/exams/answer-grading';
import { examToManage } from '@server/modules/assessment/exams/exam-access';
import { versionsOf } from '@server/modules/assessment/exams/paper-arrange';
import { findQueueRow, listGradingQueue, type GradingScope } from './grading.repository';

// Grading short answers: staff who manage an exam give each waiting short answer points (at most the question's) and
// feedback; the attempt gets its score and pass once nothing waits, and a pass completes the exam's unit then.

const scopeOf = (ctx: RequestContext, examId?: number): GradingScope => ({
  orgPath: ctx.actor.orgPath,
  everywhere: assessmentAccess.manageEveryExam(ctx.actor),
  examId,
});

const rowView = (row: NonNullable<Awaited<ReturnType<typeof findQueueRow>>>) => ({ ...row, submittedAt: row.submittedAt!.toISOString() });

/** The short answers waiting for the caller (their unit's exams and below), oldest submission first. */
export async function listGradingQueueOf(ctx: RequestContext, query: GradingQueueQuery) {
  const { rows, total } = await listGradingQueue(ctx.db, ctx.tenantId, scopeOf(ctx, query.examId), {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return { records: rows.map(rowView), total, current: query.current, size: query.size };
}

/** One short answer with its question's stem and reference answer (404 unless the caller manages the exam). */
export async function readGradingItem(ctx: RequestContext, attemptId: number, position: number): Promise<GradingItem> {
  const row = await findQueueRow(ctx.db, ctx.tenantId, attemptId, position);
  if (!row) throw new AppError('NOT_FOUND');
  await examToManage(ctx, ctx.db, row.examId);
  const answer = (await answersOf(ctx.db, ctx.tenantId, attemptId)).find((candidate) => candidate.position === position)!;
  const version = (await versionsOf(ctx.db, ctx.tenantId, [answer]))(answer.questionId, answer.version);
  if (version.answer.kind !== 'short_answer') throw new AppError('NOT_FOUND');
  const given = answer.answer as AnswerBody | null;
  return {
    ...rowView(row),
    stem: version.stem,
    referenceAnswer: version.answer.referenceAnswer,
    answerText: given?.kind === 'short_answer' ? given.text : null,
    awarded: answer.outcome === 'pending' ? null : answer.awarded,
    feedback: answer.feedback,
  };
}

/** Grades one waiting short answer; answers the attempt's state and the next short answer waiting for the caller. */
export async function gradeShortAnswer(ctx: RequestContext, body: GradeAnswerBody): Promise<GradedAnswer> {
  const status = await ctx.transaction(async (tx) => {
    const now = new Date();
    const attempt = await findAttempt(tx, ctx.tenantId, body.attemptId, true);
    if (!attempt || attempt.status === 'open') throw new AppError('NOT_FOUND');
    const exam = await examToManage(ctx, tx, attempt.examId);
    const answer = (await answersOf(tx, ctx.tenantId, attempt.id)).find((candidate) => candidate.position === body.position);
    if (!answer) throw new AppError('NOT_FOUND');
    const version = (await versionsOf(tx, ctx.tenantId, [answer]))(answer.questionId, answer.version);
    if (version.answer.kind !== 'short_answer') throw new AppError('NOT_FOUND');
    if (answer.outcome !== 'pending') throw new AppError('ASSESSMENT_ALREADY_GRADED');
    if (body.points > answer.points) {
      const message = assessmentTexts(ctx.locale, 'examPointsOver', { count: answer.points });
      throw new AppError('UNPROCESSABLE', { message, issues: [{ path: 'body.points', message }] });
    }
    await storeGrade(tx, ctx.tenantId, attempt.id, body.position, {
      outcome: gradedShortAnswer(body.points, answer.points),
      awarded: body.points,
      feedback: body.feedback === '' ? null : body.feedback,
      gradedBy: ctx.actor.userId,
      gradedAt: now,
    });
    await settleAttemptScore(eventScopeOf(ctx, tx), exam, attempt, now);
    await recordAudit(tx, ctx, {
      action: 'assessment.answer_graded',
      entityType: 'assessment_attempt',
      entityId: String(attempt.id),
      after: { position: body.position, points: body.points },
    });
    return (await findAttempt(tx, ctx.tenantId, attempt.id))!.status as GradedAnswer['status'];
  });
  const [next] = (await listGradingQueue(ctx.db, ctx.tenantId, scopeOf(ctx), { offset: 0, limit: 1 })).rows;
  return { attemptId: body.attemptId, status, next: next ? { attemptId: next.attemptId, position: next.position } : null };
}
