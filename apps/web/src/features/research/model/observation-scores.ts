// The observation form's sums, shown while the participant fills it (the server computes the stored total itself).

/** How many indicators have no score yet. */
export function missingScores(indicators: ReadonlyArray<{ key: string }>, scores: Record<string, number | null | undefined>): number {
  return indicators.filter((item) => typeof scores[item.key] !== 'number').length;
}

/** The sum of the scores given so far, to one decimal (adding tenths in floating point drifts: 0.1 + 0.2). */
export function formTotal(scores: Record<string, number | null | undefined>): number {
  const tenths = Object.values(scores).reduce<number>((sum, score) => sum + (typeof score === 'number' ? Math.round(score * 10) : 0), 0);
  return tenths / 10;
}
