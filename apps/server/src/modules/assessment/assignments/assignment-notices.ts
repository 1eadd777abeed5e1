import { notify } from '@server/modules/notifications/notifications.public';
import type { EventScope } from '@server/platform/events/domain-events';
import type { AssignmentRow } from './assignments.repository';

/** What a teacher is told of their submission: graded, returned for resubmission, or marked excellent. */
export type AssignmentNoticeKind = 'assignment.graded' | 'assignment.returned' | 'assignment.excellent';

/** Tells the author of a submission, in the decision's transaction; the link opens their assignment page. */
export async function tellTeacher(
  scope: EventScope,
  kind: AssignmentNoticeKind,
  assignment: AssignmentRow,
  userId: number,
  extra: { score?: number } = {},
): Promise<void> {
  await notify(scope, {
    audience: { kind: 'users', userIds: [userId] },
    kind,
    params: { title: assignment.title, ...(extra.score === undefined ? {} : { score: extra.score }) },
    link: `/training/assignment/${assignment.id}`,
    objectRef: `assessment_assignment:${assignment.id}`,
  });
}
