import type { EventScope } from '@server/platform/events/domain-events';
import { notify } from '@server/modules/notifications/notifications.public';

/** Where an applicant reads their result. */
const MY_SELECTION = '/my/selection';

/**
 * Tells the applicants whose applications are on a project's list (every one that passed review) that the list
 * is on public notice until its last day, or that it is final: in the transaction of the publication, so the notice
 * and the list stand or fall together. A list published again during the notice tells them again.
 */
export async function tellApplicantsOfResults(
  scope: EventScope,
  results: { projectId: number; title: string; stage: 'publicity' | 'final'; noticeEndsOn: string; userIds: readonly number[] },
): Promise<void> {
  const userIds = [...new Set(results.userIds)];
  if (userIds.length === 0) return;
  await notify(scope, {
    audience: { kind: 'users', userIds },
    kind: results.stage === 'publicity' ? 'selection.publicity' : 'selection.final',
    params: { title: results.title, noticeEndsOn: results.noticeEndsOn },
    link: MY_SELECTION,
    objectRef: `selection_project:${results.projectId}`,
  });
}
