import type { TopicAppraisalValue } from '@yanxiu/contract/topic-enums';

/** The mean of the panel's plan scores, to one decimal, and whether it reaches the call's pass score. */
export function planOutcome(scores: readonly number[], passScore: number): { mean: number; approved: boolean } {
  const mean = Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 10) / 10;
  return { mean, approved: mean >= passScore };
}

const GRADE: Record<TopicAppraisalValue, number> = { excellent: 3, pass: 2, fail: 1 };

/** The panel's appraisal of a conclusion: the mean of excellent 3, pass 2, fail 1; 2.5 or more excellent, 1.5 or more pass. */
export function panelAppraisal(grades: readonly TopicAppraisalValue[]): TopicAppraisalValue {
  const mean = grades.reduce((sum, grade) => sum + GRADE[grade], 0) / grades.length;
  if (mean >= 2.5) return 'excellent';
  return mean >= 1.5 ? 'pass' : 'fail';
}
