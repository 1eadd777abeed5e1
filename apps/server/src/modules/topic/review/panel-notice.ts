import type { Executor } from '@server/db/client';
import { tellReviewers } from '@server/modules/notifications/notifications.public';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';

/**
 * Tells the panel's experts that a topic review waits for their scores, with a link to their scoring page (the
 * expert step is `assigned`: the engine's own notice would reach every expert of the district).
 */
export function tellPanel(
  ctx: RequestContext,
  tx: Executor,
  review: { id: number; workflow: string; subjectId: string },
  expertUserIds: readonly number[],
): Promise<void> {
  return tellReviewers(eventScopeOf(ctx, tx), review, expertUserIds, `/scientific/topicScoring/${review.id}`);
}
