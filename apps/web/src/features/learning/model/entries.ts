import type { HourEntry } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';

/** An entry as the table shows it: with the reason of the reversal that undid it, if one did. */
export type EntryRow = HourEntry & { reversedReason: string | null; reversed: boolean };

/**
 * The ledger's entries for the table. A reversed entry carries the reason its reversal gives (the reversal may sit
 * in another year, then the entry's own reason field is used); reversals stay as rows of their own.
 */
export function entryRows(entries: readonly HourEntry[]): EntryRow[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return entries.map((entry) => {
    const reversal = entry.reversedByEntryId === null ? undefined : byId.get(entry.reversedByEntryId);
    const reversed = entry.reversedByEntryId !== null;
    return { ...entry, reversed, reversedReason: reversed ? (reversal?.reason ?? entry.reason) : null };
  });
}

/** Whether staff may reverse an entry: credited hours not yet reversed (reversals themselves cannot be undone). */
export function canReverse(entry: HourEntry): boolean {
  return entry.source !== 'reversal' && entry.reversedByEntryId === null && entry.hours > 0;
}

/** What a reversal needs: a reason of 2 to 500 characters (the contract's limits), or the i18n key of the problem. */
export function reversalReason(text: string): { reason: string } | { problem: 'reasonRequired' | 'reasonTooShort' } {
  const reason = text.trim();
  if (!reason) return { problem: 'reasonRequired' };
  if (reason.length < LearningLimits.reverseReasonMin) return { problem: 'reasonTooShort' };
  return { reason: reason.slice(0, LearningLimits.comment) };
}
