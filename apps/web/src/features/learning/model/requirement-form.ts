import type { SaveRequirementBody } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';
import { roundHours } from './hours';

// The requirement form's rules, as the server's (SaveRequirementBody, SaveSettingsBody), plus one the server cannot
// know the intent of: category minimums adding up to more than the total would make the total meaningless.

export type RequirementValues = { totalHours?: number | null; categoryMinimums: Record<string, number | null | undefined> };

const tenths = (hours: number) => Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-9;

/** The i18n key (under learningHours.requirement.problems) of what is wrong, or null. */
export function requirementProblem(values: RequirementValues): string | null {
  const total = values.totalHours;
  if (total === null || total === undefined || !Number.isFinite(total)) return 'totalRequired';
  if (total <= 0 || total > LearningLimits.hoursMax) return 'totalRange';
  if (!tenths(total)) return 'oneDecimal';
  const minimums = Object.values(values.categoryMinimums).filter((value): value is number => typeof value === 'number');
  if (minimums.some((value) => value < 0 || value > LearningLimits.hoursMax)) return 'minimumRange';
  if (minimums.some((value) => !tenths(value))) return 'oneDecimal';
  const sum = roundHours(minimums.reduce((all, value) => all + value, 0));
  return sum > total ? 'minimumsExceedTotal' : null;
}

/** The request body of valid values; blank minimums are left out (no minimum for that category). */
export function requirementBody(year: number, values: RequirementValues): SaveRequirementBody {
  const categoryMinimums: Record<string, number> = {};
  for (const [code, value] of Object.entries(values.categoryMinimums))
    if (typeof value === 'number') categoryMinimums[code] = roundHours(value);
  return { year, totalHours: roundHours(values.totalHours ?? 0), categoryMinimums };
}

/** The completion share as staff type it: a whole percentage, 50 to 100. */
export const COMPLETION_PERCENT = { min: LearningLimits.completionShareMin * 100, max: LearningLimits.completionShareMax * 100 } as const;

/** The completion share as staff type it (a whole percentage, 50 to 100) turned into the API's fraction, or null. */
export function completionShareOf(percent: number | null | undefined): number | null {
  if (
    percent === null ||
    percent === undefined ||
    !Number.isInteger(percent) ||
    percent < COMPLETION_PERCENT.min ||
    percent > COMPLETION_PERCENT.max
  )
    return null;
  return percent / 100;
}
