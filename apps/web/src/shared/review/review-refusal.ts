import type { TFunction } from 'i18next';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import './review-texts';

/**
 * What a refused decision says, in place: the server's message (a 409 when someone decided first, a 422 when the
 * review moved on) with the fields it refused; anything else the generic message. Decisions are sent quietly, so this
 * is said once, where the reviewer decided.
 */
export function refusalText(t: TFunction, error: unknown): string {
  if (!(error instanceof RequestError)) return t('errors.generic');
  const issues = (error.body?.data as { issues?: Array<{ message: string }> } | null)?.issues ?? [];
  if (issues.length === 0) return error.message || t('errors.generic');
  return t('reviewPieces.refusal.issues', {
    message: error.message,
    issues: formatList(
      issues.map((issue) => issue.message),
      currentLocale(),
    ),
  });
}
