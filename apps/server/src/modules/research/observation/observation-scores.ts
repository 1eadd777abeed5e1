import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { ScoreStats } from '@yanxiu/contract/research-interaction';
import type { StoredIndicator, StoredScore } from '@server/db/schema/research-interaction';

// Observation forms: checking a filling against its form, and the organiser's aggregate. Scores have at most one
// decimal, so sums are kept in integer tenths: a mean of 0.1 + 0.2 is 0.15, not 0.15000000000000002.

const tenths = (score: number) => Math.round(score * 10);

/** The issues of a filling against its form: every indicator scored once, within its maximum, nothing else. */
export function checkScores(indicators: readonly StoredIndicator[], scores: ReadonlyArray<{ key: string; score: number }>): FieldIssue[] {
  const byKey = new Map(indicators.map((indicator) => [indicator.key, indicator]));
  const issues: FieldIssue[] = [];
  scores.forEach((entry, index) => {
    const indicator = byKey.get(entry.key);
    if (!indicator) issues.push({ path: `body.scores.${index}.key`, message: 'not an indicator of this form' });
    else if (entry.score > indicator.maxScore)
      issues.push({ path: `body.scores.${index}.score`, message: `at most ${indicator.maxScore}` });
  });
  const scored = new Set(scores.map((entry) => entry.key));
  for (const indicator of indicators) {
    if (!scored.has(indicator.key)) issues.push({ path: 'body.scores', message: `indicator ${indicator.key} has no score` });
  }
  return issues;
}

/** A filling's total over its form's indicators. */
export function totalOf(scores: readonly StoredScore[]): number {
  return scores.reduce((sum, entry) => sum + tenths(entry.score), 0) / 10;
}

/** Count, mean (two decimals), minimum and maximum of some scores; null statistics for none. */
export function statsOf(values: readonly number[]): ScoreStats {
  if (values.length === 0) return { count: 0, mean: null, min: null, max: null };
  const inTenths = values.map(tenths);
  const sum = inTenths.reduce((total, value) => total + value, 0);
  return {
    count: values.length,
    // Tenths summed exactly; dividing once and rounding to hundredths keeps the shown mean honest.
    mean: Math.round((sum / values.length) * 10) / 100,
    min: Math.min(...inTenths) / 10,
    max: Math.max(...inTenths) / 10,
  };
}

/** The aggregate of a stage's fillings: statistics per indicator (in the form's order) and of the totals. */
export function aggregateScores(indicators: readonly StoredIndicator[], fillings: ReadonlyArray<{ scores: readonly StoredScore[] }>) {
  const perKey = new Map(indicators.map((indicator) => [indicator.key, [] as number[]]));
  const totals: number[] = [];
  for (const filling of fillings) {
    let total = 0;
    for (const entry of filling.scores) {
      const list = perKey.get(entry.key);
      // A key the form no longer has cannot happen for a copied form; skipped rather than trusted.
      if (!list) continue;
      list.push(entry.score);
      total += tenths(entry.score);
    }
    totals.push(total / 10);
  }
  return {
    indicators: indicators.map((indicator) => ({ ...indicator, stats: statsOf(perKey.get(indicator.key) ?? []) })),
    total: { ...statsOf(totals), maxScore: indicators.reduce((sum, indicator) => sum + indicator.maxScore, 0) },
  };
}
