import type { CertificateStatus, IssueCertificatesBody } from '@yanxiu/contract/certificates';

/** The antd tag colour of a status: green valid, red revoked, grey expired. */
export const STATUS_COLOURS: Record<CertificateStatus, string> = { valid: 'success', revoked: 'error', expired: 'default' };

/** The public verification page that takes a code or a credential file. */
export const VERIFY_START_PATH = '/verify';

/** The app path (under /pc) of a code's public verification page. */
export function verifyPath(code: string): string {
  return `/verify/${encodeURIComponent(code)}`;
}

/** The name to save a download under: the server's, else one made from what the page knows. */
export function downloadName(serverName: string | null, fallback: { teacherName: string; code: string }, extension = 'pdf'): string {
  return serverName || `${fallback.teacherName}-${fallback.code}.${extension}`;
}

/** What the issue dialog's form holds. */
export type IssueForm = {
  kind: 'programme' | 'free';
  programmeId?: number;
  title?: string;
  hours?: number;
  userIds?: number[];
  /** YYYY-MM-DD or empty. */
  expiresOn?: string | null;
};

/** The issue call's body from the form: only the fields of the chosen kind, no empty expiry. */
export function issueBodyOf(form: IssueForm): IssueCertificatesBody {
  const userIds = form.userIds ?? [];
  const expiresOn = form.expiresOn ? form.expiresOn : null;
  if (form.kind === 'programme') return { kind: 'programme', programmeId: form.programmeId ?? 0, userIds, expiresOn };
  return { kind: 'free', title: (form.title ?? '').trim(), hours: Math.round((form.hours ?? 0) * 10) / 10, userIds, expiresOn };
}

/** Whether an expiry day is acceptable: none, or after today (both YYYY-MM-DD China days). */
export function expiryAcceptable(expiresOn: string | null | undefined, today: string): boolean {
  return !expiresOn || expiresOn > today;
}
