import type { EventScope } from '@server/platform/events/domain-events';
import type { DueItemsRequest } from '@server/modules/learning/learning.public';
import { unfinishedOf } from './activity-lists.repository';

// As many as the to-do list counts: the read sorts by end and keeps the soonest, so the joining order does not matter.
const MOST_ACTIVITIES = 100;

/** Answers learning's `dueItemsRequested`: the activities the teacher joined and has not completed, due at their end. */
export async function addActivityDueItems(scope: EventScope, request: DueItemsRequest): Promise<void> {
  const rows = await unfinishedOf(scope.tx, scope.tenantId, request.userId, MOST_ACTIVITIES, request.now);
  request.items.push(
    ...rows.map((row) => ({ kind: 'activity' as const, id: row.id, title: row.title, dueAt: row.endsAt.toISOString(), programme: null })),
  );
}
