import type { TopicDue } from '@yanxiu/contract/topic';

// Stage deadlines derive from a topic's research period, the same way here and in SQL (topics.repository's
// nextDueSql): the opening report three calendar months after the period starts (a day past the month's end
// clamps to it, as PostgreSQL's date + interval does; never after the period's end), the mid-term check halfway
// (whole days, rounded down) and the conclusion on the period's last day.

export const ORDERED_STAGES = ['opening', 'midterm', 'conclusion'] as const;
export type OrderedStage = (typeof ORDERED_STAGES)[number];

const DAY_MS = 24 * 3600_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day plus whole calendar months, clamped to the target month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date, lastDay)));
}

/** Each ordered stage's deadline for a period. */
export function stageDeadlines(period: { startsOn: string; endsOn: string }): Record<OrderedStage, string> {
  const opening = addMonths(period.startsOn, 3);
  const days = Math.floor((utc(period.endsOn) - utc(period.startsOn)) / DAY_MS);
  return {
    opening: opening < period.endsOn ? opening : period.endsOn,
    midterm: dayOf(utc(period.startsOn) + Math.floor(days / 2) * DAY_MS),
    conclusion: period.endsOn,
  };
}

/**
 * The day from which each ordered stage may be filed: the opening report from the period's first day, each later
 * stage from the day the stage before it falls due (never after its own deadline), so a topic cannot report on
 * research it has not had the time to do.
 */
export function stageOpenings(period: { startsOn: string; endsOn: string }): Record<OrderedStage, string> {
  const deadlines = stageDeadlines(period);
  const earlier = (a: string, b: string) => (a < b ? a : b);
  return {
    opening: period.startsOn,
    midterm: earlier(deadlines.opening, deadlines.midterm),
    conclusion: earlier(deadlines.midterm, deadlines.conclusion),
  };
}

/** The first ordered stage not yet passed, with its deadline and whether today (a China day) is past it; null when all passed. */
export function nextDue(period: { startsOn: string; endsOn: string }, passed: ReadonlySet<string>, today: string): TopicDue | null {
  const deadlines = stageDeadlines(period);
  const kind = ORDERED_STAGES.find((stage) => !passed.has(stage));
  if (!kind) return null;
  return { kind, dueOn: deadlines[kind], overdue: today > deadlines[kind] };
}

/** The stage that must have passed before a kind may be filed (null for the opening report). */
export function stageBefore(kind: OrderedStage): OrderedStage | null {
  const index = ORDERED_STAGES.indexOf(kind);
  return index === 0 ? null : ORDERED_STAGES[index - 1]!;
}

/** A day plus whole days. */
export const addDays = (day: string, days: number): string => dayOf(utc(day) + days * DAY_MS);
