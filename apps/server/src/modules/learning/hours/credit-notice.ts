import type { EventScope } from '@server/platform/events/domain-events';
import { notify } from '@server/modules/notifications/notifications.public';

/** Where a teacher reads their credited hours. */
const HOURS_PAGE = '/studyTime';

/**
 * Tells a teacher that hours reached their ledger (an activity completed, a declaration approved), in the
 * transaction of the credit, so the notice and the entry stand or fall together. Told once per entry: a repeated
 * credit of the same source writes no entry and calls nothing.
 */
export async function tellHoursCredited(
  scope: EventScope,
  credit: { entryId: number; userId: number; title: string; hours: number },
): Promise<void> {
  await notify(scope, {
    audience: { kind: 'users', userIds: [credit.userId] },
    kind: 'hours.credited',
    // `count` picks the plural form of the reader's language.
    params: { title: credit.title, count: credit.hours },
    link: HOURS_PAGE,
    objectRef: `hours:${credit.entryId}`,
  });
}
