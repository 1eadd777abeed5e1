import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import type { unitsRemoving } from '@server/modules/training/training.public';
import { evaluationTexts } from './evaluation.texts';
import { deleteEvaluation, findEvaluationOfUnit, responseCounts } from './evaluations.repository';

type PayloadOf<E> = E extends { readonly __payload?: infer P } ? P : never;

/**
 * Staff removing evaluation units in the programme editor, in training's save transaction: a questionnaire teachers
 * answered keeps its unit (409 naming it: their answers must not vanish); one nobody answered goes with its unit. The
 * questionnaire's row is locked first, so a teacher answering meanwhile either comes first (and the removal is
 * refused) or waits and finds no questionnaire.
 */
export async function releaseEvaluationsOfRemovedUnits({ tx, tenantId }: EventScope, { units, locale }: PayloadOf<typeof unitsRemoving>) {
  for (const unit of units) {
    if (unit.kind !== 'evaluation') continue;
    const evaluation = await findEvaluationOfUnit(tx, tenantId, unit.id, true);
    if (!evaluation) continue;
    if (((await responseCounts(tx, tenantId, [evaluation.id])).get(evaluation.id) ?? 0) > 0) {
      const message = evaluationTexts(locale, 'unitAnswered', { title: unit.title });
      throw new AppError('ASSESSMENT_EVALUATION_UNIT_ANSWERED', { message, issues: [{ path: 'body.units', message }] });
    }
    await deleteEvaluation(tx, tenantId, evaluation.id);
  }
}
