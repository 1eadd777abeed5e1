import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import type { unitsRemoving } from '@server/modules/training/training.public';
import { assessmentTexts } from '@server/modules/assessment/assessment.texts';
import { attemptCounts, deleteExam, findExamOfUnit } from './exams.repository';

type PayloadOf<E> = E extends { readonly __payload?: infer P } ? P : never;

/**
 * Staff removing exam units in the programme editor, in training's save transaction: an exam teachers sat keeps its
 * unit (409 naming it: their attempts and grades must not vanish); an exam nobody sat goes with its unit. The exam's
 * row is locked first, so a teacher starting an attempt meanwhile either comes first (and the removal is refused) or
 * waits and finds no exam.
 */
export async function releaseExamsOfRemovedUnits({ tx, tenantId }: EventScope, { units, locale }: PayloadOf<typeof unitsRemoving>) {
  for (const unit of units) {
    if (unit.kind !== 'exam') continue;
    const exam = await findExamOfUnit(tx, tenantId, unit.id, true);
    if (!exam) continue;
    if (((await attemptCounts(tx, tenantId, [exam.id])).get(exam.id) ?? 0) > 0) {
      const message = assessmentTexts(locale, 'examUnitSat', { title: unit.title });
      throw new AppError('ASSESSMENT_EXAM_UNIT_SAT', { message, issues: [{ path: 'body.units', message }] });
    }
    await deleteExam(tx, tenantId, exam.id);
  }
}
