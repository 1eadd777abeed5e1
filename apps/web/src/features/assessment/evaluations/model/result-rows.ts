import type { EvaluationQuestionResult } from '@yanxiu/contract/assessment-evaluations';

/** One bar of a question's results and the table row that says the same: its name, its count, its share of those who answered. */
export type ResultRow = { key: number; label: string; count: number; percent: number };

/** A share as a whole percentage (0 when nobody answered). */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** The bars of a rating or choice question: a rating's points 1..N named by `pointLabel`, a choice's options as written. */
export function resultRows(question: EvaluationQuestionResult, pointLabel: (value: number) => string): ResultRow[] {
  if (question.kind === 'rating')
    return question.counts.map((count, index) => ({
      key: index + 1,
      label: pointLabel(index + 1),
      count,
      percent: percentOf(count, question.answered),
    }));
  if (question.kind === 'text') return [];
  return question.options.map((option, index) => ({
    key: index,
    label: option.label,
    count: option.count,
    percent: percentOf(option.count, question.answered),
  }));
}

/** A mean rating as the locale writes decimals, to two places at most. */
export function formatMean(mean: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(mean);
}
