import type { RespondEvaluationBody, TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { completeUnits, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { evaluationToAnswer, unitEvaluationToAnswer } from './evaluation-access';
import { checkAnswers } from './evaluation-answers';
import { questionsOf, teacherEvaluationOf, windowOf } from './evaluation-view';
import { findEvaluation, type EvaluationRow } from './evaluations.repository';
import { hasResponded, insertRespondent, insertResponse } from './responses.repository';

// Teachers read a published questionnaire and answer it once, in its window. The answer, the record that they answered
// and the unit's completion are one transaction: all three or none.

const BLOCKER_ERRORS = {
  not_enrolled: 'ASSESSMENT_EVALUATION_NOT_ENROLLED',
  not_open: 'ASSESSMENT_EVALUATION_NOT_OPEN',
  closed: 'ASSESSMENT_EVALUATION_CLOSED',
  responded: 'ASSESSMENT_ALREADY_RESPONDED',
} as const;

async function viewFor(ctx: RequestContext, found: { evaluation: EvaluationRow; enrolled: boolean }): Promise<TeacherEvaluation> {
  const responded = await hasResponded(ctx.db, ctx.tenantId, found.evaluation.id, ctx.actor.userId);
  return teacherEvaluationOf(found.evaluation, found.enrolled, responded, new Date());
}

/** A published questionnaire as the teacher reads it (404 for a draft or a programme they cannot see). */
export async function readTeacherEvaluation(ctx: RequestContext, evaluationId: number): Promise<TeacherEvaluation> {
  return viewFor(ctx, await evaluationToAnswer(ctx, ctx.db, await findEvaluation(ctx.db, ctx.tenantId, evaluationId)));
}

/** The questionnaire of a programme's evaluation unit as the teacher reads it. */
export async function readUnitEvaluation(ctx: RequestContext, unitId: number): Promise<TeacherEvaluation> {
  return viewFor(ctx, await unitEvaluationToAnswer(ctx, ctx.db, unitId));
}

/**
 * The teacher's one answer: refused outside the window (422), without enrolment (403), a second time (409); answers
 * checked against the questions (422 naming each). Completes the evaluation unit in the same transaction.
 */
export async function respondToEvaluation(ctx: RequestContext, body: RespondEvaluationBody): Promise<TeacherEvaluation> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    // Locked, so staff changing its anonymity or questions meanwhile either come first (and this checks the new ones) or wait.
    const { evaluation, enrolled } = await evaluationToAnswer(ctx, tx, await findEvaluation(tx, ctx.tenantId, body.evaluationId, true));
    const responded = await hasResponded(tx, ctx.tenantId, evaluation.id, ctx.actor.userId);
    const blocker = teacherEvaluationOf(evaluation, enrolled, responded, now).blocker;
    if (blocker) throw new AppError(BLOCKER_ERRORS[blocker]);
    const { issues, stored } = checkAnswers(questionsOf(evaluation), body.answers, ctx.locale);
    if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
    if (!(await insertRespondent(tx, ctx.tenantId, evaluation.id, ctx.actor.userId))) throw new AppError('ASSESSMENT_ALREADY_RESPONDED');
    await insertResponse(tx, ctx.tenantId, {
      evaluationId: evaluation.id,
      userId: evaluation.anonymous ? null : ctx.actor.userId,
      // An anonymous answer's day is the questionnaire's first: a day of its own would name the teacher who alone
      // completed the unit that day.
      answeredOn: chinaDay(evaluation.anonymous ? windowOf(evaluation).opensAt : now),
      answers: stored,
    });
    const unit = await trainingUnitById(tx, ctx.tenantId, evaluation.unitId);
    const programme = unit && (await trainingProgrammeById(tx, ctx.tenantId, unit.programmeId));
    if (unit && programme && !unit.removed)
      await completeUnits(ctx.events, eventScopeOf(ctx, tx), {
        unit,
        programme,
        userIds: [ctx.actor.userId],
        source: 'evaluation',
        recordedBy: null,
        now,
      });
    return teacherEvaluationOf(evaluation, enrolled, true, now);
  });
}
