import type { ActivityDetail } from '@yanxiu/contract/research';
import { CHECK_IN_OPENS_MINUTES, TYPED_CHECK_IN_DIGITS } from '@yanxiu/contract/research-interaction-limits';

// When a participant may type the check-in code on the activity page: the server's window (published, from shortly
// before the start to the end, whatever the mode), so the page offers the box only when a code can be taken.

/** Whether the caller, having joined, can check in at `now` (epoch ms) and has not yet. */
export function canCheckInNow(activity: Pick<ActivityDetail, 'state' | 'startsAt' | 'endsAt' | 'myProgress'>, now: number): boolean {
  if (!activity.myProgress || activity.myProgress.done.includes('attended')) return false;
  if (activity.state !== 'published' && activity.state !== 'running') return false;
  return now >= Date.parse(activity.startsAt) - CHECK_IN_OPENS_MINUTES * 60_000 && now < Date.parse(activity.endsAt);
}

/** The typed code as the server takes it: digits only, whatever spaces or full-width digits were typed; null if not that. */
export function typedCheckInCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - 0xff10));
  return new RegExp(`^\\d{${TYPED_CHECK_IN_DIGITS}}$`).test(digits) ? digits : null;
}
