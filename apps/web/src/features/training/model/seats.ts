import type { ProgrammeSummary } from '@yanxiu/contract/training';

/** What a programme's seats say to a teacher: nothing to take once enrolment is over, else how many are left. */
export type Seats = { kind: 'closed' } | { kind: 'unlimited' } | { kind: 'full' } | { kind: 'left'; count: number };

/**
 * The seats of a programme as a card or page shows them. A closed programme, or one whose enrolment window has
 * ended, has no seats to offer however many are free: "40 seats left" would invite an enrolment that cannot happen.
 */
export function seatsOf(programme: Pick<ProgrammeSummary, 'status' | 'enrolEnd' | 'seatsLeft'>, now: Date = new Date()): Seats {
  if (programme.status !== 'published' || new Date(programme.enrolEnd).getTime() < now.getTime()) return { kind: 'closed' };
  if (programme.seatsLeft === null) return { kind: 'unlimited' };
  if (programme.seatsLeft <= 0) return { kind: 'full' };
  return { kind: 'left', count: programme.seatsLeft };
}
