import type { SearchKind } from '@yanxiu/contract/search';
import type { Locale } from '@yanxiu/contract/locale';
import { AppError } from '@server/platform/http/app-error';
import { searchTexts } from './search.texts';

// A kind's "more" cursor: base64url JSON `[kind, offset]`, opaque to clients. It names its kind, so a cursor of one
// kind is refused for another rather than skipping rows; results are ranked, not listed in a stable order, so the
// offset is where the next page starts. Deep pages are bounded: nobody reads past a few hundred results of a search.

/** How far "more" goes into one kind's results. */
export const SEARCH_MAX_OFFSET = 500;

export function encodeSearchCursor(kind: SearchKind, offset: number): string {
  return Buffer.from(JSON.stringify([kind, offset])).toString('base64url');
}

/** The offset of a cursor this server made for `kind`; 400 otherwise. */
export function decodeSearchCursor(kind: SearchKind, text: string, locale: Locale): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    parsed[0] !== kind ||
    !Number.isSafeInteger(parsed[1]) ||
    (parsed[1] as number) < 1 ||
    (parsed[1] as number) > SEARCH_MAX_OFFSET
  ) {
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'query.cursor', message: searchTexts(locale, 'badCursor') }] });
  }
  return parsed[1] as number;
}
