import type { DueItem } from '@yanxiu/contract/learning-continue';
import type { EventScope } from '@server/platform/events/domain-events';
import type { DueItemsRequest } from '@server/modules/learning/learning.public';
import { findOpenAssignments, findOpenExams, type OpenAssessment } from './due-items.repository';

/**
 * Answers learning's `dueItemsRequested`: the exams still to sit and the assignments still to hand in on the teacher's
 * unfinished units of their programmes under way, with their closing and due times.
 */
export async function addAssessmentDueItems(scope: EventScope, request: DueItemsRequest): Promise<void> {
  const unitIds = request.programmes.flatMap((programme) => programme.units.filter((unit) => !unit.completed).map((unit) => unit.id));
  const [exams, assignments] = await Promise.all([
    findOpenExams(scope.tx, scope.tenantId, request.userId, unitIds, request.now),
    findOpenAssignments(scope.tx, scope.tenantId, request.userId, unitIds, request.now),
  ]);
  const programmes = new Map(request.programmes.map((programme) => [programme.id, programme]));
  const item = (kind: DueItem['kind'], open: OpenAssessment): DueItem[] => {
    const programme = open.programmeId === null ? undefined : programmes.get(open.programmeId);
    if (!programme) return [];
    return [
      {
        kind,
        id: open.id,
        title: open.title,
        dueAt: open.dueAt.toISOString(),
        programme: { id: programme.id, title: programme.title, kind: programme.kind, studioId: programme.studioId },
      },
    ];
  };
  request.items.push(
    ...exams.flatMap((exam) => item('exam', exam)),
    ...assignments.flatMap((assignment) => item('assignment', assignment)),
  );
}
