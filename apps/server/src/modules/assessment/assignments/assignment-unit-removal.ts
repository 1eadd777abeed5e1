import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import type { unitsRemoving } from '@server/modules/training/training.public';
import { assignmentTexts } from './assignment.texts';
import { deleteAssignment, findAssignmentOfUnit } from './assignments.repository';
import { hasSubmissions } from './submissions.repository';

type PayloadOf<E> = E extends { readonly __payload?: infer P } ? P : never;

/**
 * Staff removing assignment units in the programme editor, in training's save transaction: an assignment teachers
 * submitted keeps its unit (409 naming it: their work and grades must not vanish); one nobody submitted goes with its
 * unit. The assignment's row is locked first, so a submit meanwhile either comes first (and the removal is refused) or
 * waits and finds no assignment.
 */
export async function releaseAssignmentsOfRemovedUnits({ tx, tenantId }: EventScope, { units, locale }: PayloadOf<typeof unitsRemoving>) {
  for (const unit of units) {
    if (unit.kind !== 'assignment') continue;
    const assignment = await findAssignmentOfUnit(tx, tenantId, unit.id, true);
    if (!assignment) continue;
    if (await hasSubmissions(tx, tenantId, assignment.id)) {
      const message = assignmentTexts(locale, 'unitSubmitted', { title: unit.title });
      throw new AppError('ASSESSMENT_ASSIGNMENT_UNIT_SUBMITTED', { message, issues: [{ path: 'body.units', message }] });
    }
    await deleteAssignment(tx, tenantId, assignment.id);
  }
}
