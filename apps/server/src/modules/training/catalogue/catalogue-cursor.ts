import type { CatalogueSortValue } from '@yanxiu/contract/training-enums';
import { AppError } from '@server/platform/http/app-error';
import type { CatalogueCursor } from './catalogue.repository';

// The catalogue's `cursor`: where a page ended, as base64url JSON `[sort, value, id]`. Opaque to clients; it names
// its sort so a cursor of one sort is refused for another rather than silently skipping rows.

const isInt32 = (text: string) => /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= 2_147_483_647;
const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text);

/** What each sort's value may be, so a forged cursor is a 400 and never a cast PostgreSQL refuses. */
const validValue: Record<CatalogueSortValue, (text: string) => boolean> = {
  startSoon: isDay,
  popular: isInt32,
  priceAsc: isInt32,
  hours: (text) => /^-?\d{1,4}(\.\d)?$/.test(text),
  // Microseconds since the epoch.
  newest: (text) => /^-?\d{1,17}$/.test(text),
};

export function encodeCursor(sort: CatalogueSortValue, cursor: CatalogueCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.value, cursor.id])).toString('base64url');
}

/** The cursor of `text` for `sort`; a 400 when it is not one this server made for that sort. */
export function decodeCursor(sort: CatalogueSortValue, text: string): CatalogueCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    !(parsed[1] === null ? sort === 'newest' : typeof parsed[1] === 'string' && validValue[sort](parsed[1])) ||
    !Number.isSafeInteger(parsed[2]) ||
    (parsed[2] as number) < 1
  ) {
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'cursor', message: 'not a cursor of this sort' }] });
  }
  return { value: parsed[1] as string | null, id: parsed[2] as number };
}
