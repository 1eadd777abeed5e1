import type { ScoreAggregationValue } from '@yanxiu/contract/selection-enums';

// How the experts' totals of one application become its score, and how scores become ranks. Pure, so the rule the
// district reads in the project settings is the one property tests check against hand-computed values.

/** A project's aggregation setting: the plain mean, or the mean without the highest and lowest total. */
export type AggregationMethod = ScoreAggregationValue;

/** Below this many experts a trimmed mean is the plain mean: dropping two of four would leave too little. */
export const TRIM_MIN_EXPERTS = 5;

/**
 * Scores are kept in hundredths: indicator scores carry at most one decimal, a mean of them is rounded half up to
 * two. Working in integers keeps 0.1 + 0.2 from deciding a rank.
 */
const toHundredths = (value: number) => Math.round(value * 100);

/**
 * The score of one application from its experts' submitted totals: null when no expert has submitted; the mean;
 * or, with `trimmed` and at least five totals, the mean after dropping one highest and one lowest total.
 * Rounded half up to two decimals.
 */
export function aggregateScore(totals: readonly number[], method: AggregationMethod): number | null {
  if (totals.length === 0) return null;
  const sorted = totals.map(toHundredths).sort((a, b) => a - b);
  const kept = method === 'trimmed' && sorted.length >= TRIM_MIN_EXPERTS ? sorted.slice(1, -1) : sorted;
  const sum = kept.reduce((total, value) => total + value, 0);
  // Half up on hundredths; sums and counts are integers, so the division is the only rounding.
  return Math.floor(sum / kept.length + 0.5) / 100;
}

/** The sum of an expert's indicator scores, in hundredths until the end for the same reason. */
export function sheetTotal(scores: readonly number[]): number {
  return scores.reduce((total, score) => total + toHundredths(score), 0) / 100;
}

/**
 * Competition ranking ("1, 1, 3"): equal scores share a rank, and the next score's rank counts everyone above it.
 * Unscored entries (null) rank after every scored one and get no rank. Answers ranks in the input's order.
 */
export function rankWithTies(scores: ReadonlyArray<number | null>): Array<number | null> {
  const scored = scores.filter((score): score is number => score !== null).sort((a, b) => b - a);
  const firstIndex = new Map<number, number>();
  scored.forEach((score, index) => {
    if (!firstIndex.has(score)) firstIndex.set(score, index + 1);
  });
  return scores.map((score) => (score === null ? null : firstIndex.get(score)!));
}
