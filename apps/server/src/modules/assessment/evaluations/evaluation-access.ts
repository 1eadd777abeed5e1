import type { EvaluationPlacement } from '@yanxiu/contract/assessment-evaluations';
import type { Executor } from '@server/db/client';
import { isEnrolledInProgramme, trainingAccess, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { requireAccess } from '@server/platform/access/access';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { evaluationTexts } from './evaluation.texts';
import { findEvaluation, findEvaluationOfUnit, type EvaluationRow } from './evaluations.repository';

// Finding a questionnaire for staff (one they do not manage is 404, so ids of other units' questionnaires tell nothing)
// and for teachers (a draft, or one on a programme the teacher cannot see, is 404), and checking where a new one goes.

/** Where a questionnaire belongs, as stored: the programme, its unit and the unit whose staff manage it. */
export type EvaluationPlace = { programmeId: number; unitId: number; ownerUnitId: number };

/** A questionnaire the caller manages; 404 otherwise. `lock` takes its row for the transaction. */
export async function evaluationToManage(ctx: RequestContext, db: Executor, id: number, lock = false): Promise<EvaluationRow> {
  const evaluation = await findEvaluation(db, ctx.tenantId, id, lock);
  if (!evaluation || !assessmentAccess.manageEvaluation(ctx.actor, evaluation)) throw new AppError('NOT_FOUND');
  return evaluation;
}

const unprocessable = (ctx: RequestContext, key: 'noSuchUnit' | 'unitNotEvaluation') =>
  new AppError('UNPROCESSABLE', { issues: [{ path: 'body.placement.unitId', message: evaluationTexts(ctx.locale, key) }] });

/**
 * Checks where the caller puts a questionnaire: a current unit of kind `evaluation` of a programme they manage
 * (training's rule; 403 otherwise), 422 naming the field for anything else.
 */
export async function evaluationPlaceFor(ctx: RequestContext, db: Executor, placement: EvaluationPlacement): Promise<EvaluationPlace> {
  const unit = await trainingUnitById(db, ctx.tenantId, placement.unitId);
  if (!unit || unit.removed) throw unprocessable(ctx, 'noSuchUnit');
  const programme = await trainingProgrammeById(db, ctx.tenantId, unit.programmeId);
  if (!programme) throw unprocessable(ctx, 'noSuchUnit');
  requireAccess(ctx.actor, trainingAccess.manageProgramme, programme);
  if (unit.kind !== 'evaluation') throw unprocessable(ctx, 'unitNotEvaluation');
  return { programmeId: programme.id, unitId: unit.id, ownerUnitId: programme.organiserUnitId };
}

/** A published questionnaire the teacher may see, and whether they are enrolled in its programme (who may answer). */
export async function evaluationToAnswer(
  ctx: RequestContext,
  db: Executor,
  found: EvaluationRow | undefined,
): Promise<{ evaluation: EvaluationRow; enrolled: boolean }> {
  if (!found || found.status !== 'published') throw new AppError('NOT_FOUND');
  if (await isEnrolledInProgramme(db, ctx.tenantId, found.programmeId, ctx.actor.userId)) return { evaluation: found, enrolled: true };
  const programme = await trainingProgrammeById(db, ctx.tenantId, found.programmeId);
  if (!programme || !trainingAccess.seeProgramme(ctx.actor, programme)) throw new AppError('NOT_FOUND');
  return { evaluation: found, enrolled: false };
}

/** The questionnaire of a programme's unit, for a teacher (404 as evaluationToAnswer). */
export async function unitEvaluationToAnswer(ctx: RequestContext, db: Executor, unitId: number) {
  return evaluationToAnswer(ctx, db, await findEvaluationOfUnit(db, ctx.tenantId, unitId));
}
