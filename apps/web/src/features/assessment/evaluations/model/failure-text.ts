import type { TFunction } from 'i18next';
import { RequestError } from '@/shared/request/request';
import { issuesOf } from '../../exams/model/failure-text';

/** The server's message (in the caller's language) with its field issues, or a general failure. */
export function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof RequestError) || !error.message) return t('assessmentEvaluations.common.failed');
  const issues = issuesOf(error).filter((issue) => issue.message !== error.message);
  if (issues.length === 0) return error.message;
  return t('assessmentEvaluations.common.issuesJoined', {
    message: error.message,
    issues: issues.map((issue) => issue.message).join(t('assessmentEvaluations.common.issueSeparator')),
  });
}
