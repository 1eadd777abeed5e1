import type { CreateDeclarationBody } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';

// The declaration form's rules, the server's own (CreateDeclarationBody, with the contract's limits): checked as
// the teacher types so a hurried teacher is not sent back by the server. Each check answers the i18n key (under
// learningHours.declare.problems) of what is wrong, or null.

export const MAX_DECLARED_HOURS = LearningLimits.declaredHoursMax;
export const MAX_EVIDENCE_FILES = LearningLimits.evidenceFiles;
export const TEXT_MAX = LearningLimits.declarationText;

export type DeclarationValues = {
  title?: string;
  organiser?: string;
  category?: string;
  hours?: number | null;
  /** YYYY-MM-DD. */
  activityOn?: string | null;
  evidenceFileIds: string[];
};

export function checkTitle(title: string | undefined): string | null {
  const trimmed = (title ?? '').trim();
  if (!trimmed) return 'titleRequired';
  return trimmed.length > TEXT_MAX ? 'titleTooLong' : null;
}

export function checkOrganiser(organiser: string | undefined): string | null {
  return (organiser ?? '').trim().length > TEXT_MAX ? 'organiserTooLong' : null;
}

export function checkCategory(category: string | undefined): string | null {
  return category ? null : 'categoryRequired';
}

/** More than 0, at most MAX_DECLARED_HOURS at once, at most one decimal. */
export function checkHours(hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return 'hoursRequired';
  if (hours <= 0) return 'hoursPositive';
  if (hours > MAX_DECLARED_HOURS) return 'hoursTooMany';
  // Compared in tenths: 0.1 * 3 is not 0.3 in floating point.
  return Math.abs(hours * 10 - Math.round(hours * 10)) > 1e-9 ? 'hoursOneDecimal' : null;
}

/** A real calendar date, not after `today` (China time, as the server counts). */
export function checkActivityOn(activityOn: string | null | undefined, today: string): string | null {
  if (!activityOn) return 'activityOnRequired';
  const parsed = new Date(`${activityOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(activityOn) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== activityOn)
    return 'activityOnInvalid';
  return activityOn > today ? 'activityOnFuture' : null;
}

export function checkEvidence(fileIds: readonly string[], uploading: boolean): string | null {
  if (uploading) return 'evidenceUploading';
  if (fileIds.length === 0) return 'evidenceRequired';
  return fileIds.length > MAX_EVIDENCE_FILES ? 'evidenceTooMany' : null;
}

/** Every problem of the form by field; empty when it may be sent. */
export function declarationProblems(
  values: DeclarationValues,
  today: string,
  uploading = false,
): Partial<Record<keyof DeclarationValues, string>> {
  const problems: Partial<Record<keyof DeclarationValues, string>> = {};
  const checks: Array<[keyof DeclarationValues, string | null]> = [
    ['title', checkTitle(values.title)],
    ['organiser', checkOrganiser(values.organiser)],
    ['category', checkCategory(values.category)],
    ['hours', checkHours(values.hours)],
    ['activityOn', checkActivityOn(values.activityOn, today)],
    ['evidenceFileIds', checkEvidence(values.evidenceFileIds, uploading)],
  ];
  for (const [field, problem] of checks) if (problem) problems[field] = problem;
  return problems;
}

/** The request body of valid values (call declarationProblems first). */
export function declarationBody(values: DeclarationValues, forUserId?: number): CreateDeclarationBody {
  return {
    ...(forUserId === undefined ? {} : { userId: forUserId }),
    title: (values.title ?? '').trim(),
    organiser: (values.organiser ?? '').trim(),
    category: values.category ?? '',
    hours: Math.round((values.hours ?? 0) * 10) / 10,
    activityOn: values.activityOn ?? '',
    evidenceFileIds: [...values.evidenceFileIds],
  };
}
