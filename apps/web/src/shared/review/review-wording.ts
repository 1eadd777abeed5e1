import type { ReviewHistoryEntry } from '@yanxiu/contract/review';
import type { TFunction } from 'i18next';
import './review-texts';

/**
 * How a domain names its review's steps and statuses; the shared pieces word everything else. `event` names an event
 * where the domain's word differs (the school's approval of a selection is its recommendation), else undefined.
 */
export type ReviewWording = {
  step: (code: string) => string;
  status: (code: string) => string;
  event?: (event: string, stepCode: string) => string | undefined;
};

/**
 * One entry of a review's history as the timeline reads it: the contract's entry, its event read as any string so a
 * newer server's event shows as its code rather than breaking the page.
 */
export type ReviewTimelineEntry = Omit<ReviewHistoryEntry, 'event'> & {
  event: string;
  /** Which review the entry belongs to, where one history spans several (a topic's application and its stage filings). */
  subject?: string;
};

const EVENTS = ['submit', 'approve', 'reject', 'return', 'resubmit', 'withdraw'];

/** An event's words: the domain's where it has its own, else the shared ones; an unknown event as its code. */
export function reviewEventLabel(t: TFunction, wording: ReviewWording, event: string, stepCode: string): string {
  const own = wording.event?.(event, stepCode);
  if (own) return own;
  return EVENTS.includes(event) ? t(`reviewPieces.events.${event}`) : event;
}
