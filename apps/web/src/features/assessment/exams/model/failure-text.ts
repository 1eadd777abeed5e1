import type { TFunction } from 'i18next';
import { RequestError } from '@/shared/request/request';

/** The field issues of a refusal (`data.issues`), each with its path and words. */
export function issuesOf(error: unknown): Array<{ path?: string; message: string }> {
  if (!(error instanceof RequestError)) return [];
  return (error.body?.data as { issues?: Array<{ path?: string; message: string }> } | null)?.issues ?? [];
}

/** The server's message (in the caller's language) with its field issues, or a general failure. */
export function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof RequestError) || !error.message) return t('assessmentExams.common.failed');
  // An issue that repeats the message (a short rule names itself in both) is said once.
  const issues = issuesOf(error).filter((issue) => issue.message !== error.message);
  if (issues.length === 0) return error.message;
  return t('assessmentExams.common.issuesJoined', {
    message: error.message,
    issues: issues.map((issue) => issue.message).join(t('assessmentExams.common.issueSeparator')),
  });
}
