import { defineEvent, type EventScope } from '@server/platform/events/domain-events';
import { creditOnce, type NewCredit } from './hours-ledger.repository';

// What learning tells other domains when hours reach a teacher's ledger (xAPI states it), without learning importing
// them: every credit goes through creditHoursOnce, so no path credits without telling.

/** Hours reached a teacher's ledger: a new entry (a repeated credit of the same source writes none and tells nothing). */
export const hoursCredited = defineEvent<{
  entryId: number;
  userId: number;
  title: string;
  hours: number;
  /** The hours category's code. */
  category: string;
  earnedAt: Date;
}>('learning.hoursCredited');

/** Credits a source once (creditOnce) and, when that wrote an entry, announces it in the same transaction; answers the entry's id or null. */
export async function creditHoursOnce(scope: EventScope, credit: NewCredit): Promise<number | null> {
  const entryId = await creditOnce(scope.tx, scope.tenantId, credit);
  if (entryId !== null) {
    const { userId, title, hours, category, earnedAt } = credit;
    await scope.events.emit(scope, hoursCredited, { entryId, userId, title, hours, category, earnedAt });
  }
  return entryId;
}
