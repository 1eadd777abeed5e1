/** Scores are written with at most this many decimals (half points, 7.5), as the server stores them. */
export const SCORE_DECIMALS = 1;

export type ScoreProblem = 'required' | 'negative' | 'overMax' | 'precision';

/** What is wrong with one indicator's score against its maximum, or null when it may be submitted. */
export function scoreProblem(value: number | null | undefined, max: number): ScoreProblem | null {
  if (value === null || value === undefined || Number.isNaN(value)) return 'required';
  if (value < 0) return 'negative';
  if (value > max) return 'overMax';
  // Compared with a tolerance: a decimal scaled up can land a hair off a whole number (0.29 * 100 is 28.999999999999996).
  const scaled = value * 10 ** SCORE_DECIMALS;
  if (Math.abs(Math.round(scaled) - scaled) > 1e-6) return 'precision';
  return null;
}

/** The sum of the scores given so far (blank ones count nothing), rounded to the stored precision. */
export function totalOf(scores: ReadonlyArray<number | null | undefined>): number {
  const tenths = scores.reduce<number>(
    (sum, score) => sum + (typeof score === 'number' && Number.isFinite(score) ? Math.round(score * 10 ** SCORE_DECIMALS) : 0),
    0,
  );
  return tenths / 10 ** SCORE_DECIMALS;
}
