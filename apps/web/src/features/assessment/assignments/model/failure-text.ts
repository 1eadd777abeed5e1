import type { TFunction } from 'i18next';
import { RequestError } from '@/shared/request/request';

/** The field issues of a refusal (`data.issues`), each with its words. */
function issuesOf(error: RequestError): Array<{ path?: string; message: string }> {
  return (error.body?.data as { issues?: Array<{ path?: string; message: string }> } | null)?.issues ?? [];
}

/** The server's message (in the caller's language) with its field issues, or a general failure. */
export function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof RequestError) || !error.message) return t('assessmentAssignments.common.failed');
  // An issue that repeats the message is said once.
  const issues = issuesOf(error).filter((issue) => issue.message !== error.message);
  if (issues.length === 0) return error.message;
  return t('assessmentAssignments.common.issuesJoined', {
    message: error.message,
    issues: issues.map((issue) => issue.message).join(t('assessmentAssignments.common.issueSeparator')),
  });
}

/** A refusal because the data moved on (someone else's save or decision, a resubmission): the page reloads it. */
export function isConflict(error: unknown): boolean {
  return error instanceof RequestError && error.httpStatus === 409;
}
