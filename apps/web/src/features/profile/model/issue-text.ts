import { ProfileLimits } from '@yanxiu/contract/limits';
import type { TFunction } from 'i18next';
import type { ZodIssueLike } from './kind-fields';

// The contract's schemas say what is wrong in English, for the API's clients; the form says it in the interface's
// language. Zod's own problems (too long, missing, not a whole number) are told by their code; the contract's
// refinements by their message, which is looked up here (the server answers the same messages, so a 400 from it
// reads the same as the form's own check). A message not known here is shown as it came.

/** The contract's refinement messages (profile.ts and its helpers) and the key under profile.problems that says each. */
const CONTRACT_MESSAGES: Record<string, string> = {
  'must not be in the future': 'future',
  [`must not be before ${ProfileLimits.yearMin}`]: 'beforeYearMin',
  'not a valid ISBN (ISBN-13 or ISBN-10 with its check digit)': 'isbn',
  'not a valid ISSN (NNNN-NNNC with its check digit)': 'issn',
  'not a CN serial number such as CN 11-1278/G4': 'cnNumber',
  'not a patent number such as ZL 2021 2 0123456.7': 'patentNo',
  'a concluded topic needs its conclusion day': 'concludedNeedsDay',
  'must not be before the approval day': 'beforeApproval',
  'give the journal’s ISSN or its CN number': 'issnOrCn',
  'must not be before the day it was issued': 'beforeIssued',
  'must not be after the year of the assessment': 'afterAssessment',
  'must not be after the graduation day': 'afterGraduation',
  'must not be before the start': 'beforeStart',
  'names a file twice': 'fileTwice',
  'must be a number': 'notNumber',
};

/** The problem key of a contract message, if it is one of the contract's. */
export function contractProblem(message: string): string | undefined {
  return CONTRACT_MESSAGES[message];
}

/** What to say about one of zod's problems with a field labelled `label`, in the active language. */
export function issueText(issue: ZodIssueLike, label: string, t: TFunction): string {
  const p = (key: string, options: Record<string, unknown> = {}) => t(`profile.problems.${key}`, { label, ...options });
  const known = contractProblem(issue.message);
  if (known) return p(known, { year: ProfileLimits.yearMin });
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return p(issue.expected === 'string' || issue.expected === 'number' ? 'required' : 'choose');
      return p(issue.expected === 'int' ? 'integer' : 'invalid');
    case 'invalid_value':
      return p('choose');
    case 'too_small':
      if (issue.origin === 'string') return p('required');
      if (issue.origin === 'array') return p('chooseAtLeast', { count: Number(issue.minimum) });
      return p('tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return p('tooLong', { count: Number(issue.maximum) });
      if (issue.origin === 'array') return p('tooMany', { count: Number(issue.maximum) });
      return p('tooBig', { max: Number(issue.maximum) });
    case 'not_multiple_of':
      return p('oneDecimal');
    case 'invalid_format':
      if (missing) return p(issue.format === 'date' ? 'choose' : 'required');
      if (issue.format === 'url') return p('url');
      if (issue.format === 'date') return p('date');
      return p('invalid');
    default:
      return p('invalid');
  }
}

/** A message the server gave about a field: the contract's in the active language, else as it came. */
export function serverIssueText(message: string, label: string, t: TFunction): string {
  const known = contractProblem(message);
  return known ? t(`profile.problems.${known}`, { label, year: ProfileLimits.yearMin }) : message;
}
