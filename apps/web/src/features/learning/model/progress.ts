import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import { roundHours } from './hours';

/** One bar of the requirement: hours against what is required (null when nothing is). */
export type ProgressLine = {
  code: string;
  hours: number;
  required: number | null;
  /** 0..100, for the progress bar; 0 when nothing is required. */
  percent: number;
  /** Hours still missing (0 when met or nothing required). */
  short: number;
  met: boolean;
};

/** Where the teacher stands: no requirement set for the year, met, or not (yet) met. */
export type RequirementState = 'none' | 'met' | 'unmet';

export type RequirementProgress = { state: RequirementState; total: ProgressLine; categories: ProgressLine[] };

export function progressLine(code: string, hours: number, required: number | null): ProgressLine {
  const rounded = roundHours(hours);
  if (required === null || required <= 0) return { code, hours: rounded, required, percent: 0, short: 0, met: true };
  const short = Math.max(0, roundHours(required - hours));
  return {
    code,
    hours: rounded,
    required,
    percent: Math.min(100, Math.floor((Math.max(0, hours) / required) * 100)),
    short,
    met: short === 0,
  };
}

/**
 * The year's progress: the total and each category against the tenant's requirement. The server's `met` decides the
 * overall state (it is what reports and certificates use); the lines tell the teacher what is still missing.
 */
export function requirementProgress(
  breakdown: Pick<HoursBreakdown, 'requirement' | 'totalHours' | 'byCategory' | 'met'>,
): RequirementProgress {
  const { requirement } = breakdown;
  const total = progressLine('total', breakdown.totalHours, requirement.totalHours);
  const categories = breakdown.byCategory.map((category) =>
    progressLine(category.code, category.hours, category.required ?? requirement.categoryMinimums[category.code] ?? null),
  );
  // A minimum for a category the teacher has no hours in yet still shows, at zero.
  for (const [code, minimum] of Object.entries(requirement.categoryMinimums)) {
    if (!categories.some((line) => line.code === code)) categories.push(progressLine(code, 0, minimum));
  }
  const state: RequirementState = requirement.totalHours === null ? 'none' : breakdown.met ? 'met' : 'unmet';
  return { state, total, categories };
}
