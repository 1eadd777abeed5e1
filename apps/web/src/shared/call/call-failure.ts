import './i18n/call.register';
import { ErrorCodes } from '@yanxiu/contract/errors';
import type { TFunction } from 'i18next';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';

/** Whether a write was refused because the record changed since it was read (another tab, another person). */
export const isStaleVersion = (error: unknown) => error instanceof RequestError && error.code === ErrorCodes.STALE_VERSION.code;

/** The server's message with the fields it refused, each named (the writes are quiet, so the page says it once). */
export function callFailureText(t: TFunction, error: unknown): string {
  if (!(error instanceof Error)) return t('errors.generic');
  const issues =
    error instanceof RequestError
      ? ((error.body?.data as { issues?: Array<{ path?: string; message: string }> } | null)?.issues ?? [])
      : [];
  if (issues.length === 0) return error.message || t('errors.generic');
  return t('call.editor.issues', {
    message: error.message,
    issues: formatList(
      issues.map((issue) => (issue.path ? t('common.labelled', { label: issue.path, value: issue.message }) : issue.message)),
      currentLocale(),
    ),
  });
}
