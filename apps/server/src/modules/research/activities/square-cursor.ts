import { AppError } from '@server/platform/http/app-error';

// The square's `cursor`: where a page ended, as base64url JSON `[startsAt epoch ms, id]`. Opaque to clients.

export type SquareCursor = { startsAt: Date; id: number };

export function encodeSquareCursor(cursor: SquareCursor): string {
  return Buffer.from(JSON.stringify([cursor.startsAt.getTime(), cursor.id])).toString('base64url');
}

/** The cursor of `text`; a 400 when it is not one this server made. */
export function decodeSquareCursor(text: string): SquareCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    !Number.isSafeInteger(parsed[0]) ||
    !Number.isSafeInteger(parsed[1]) ||
    (parsed[1] as number) < 1
  ) {
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'cursor', message: 'not a cursor of the square' }] });
  }
  const startsAt = new Date(parsed[0] as number);
  if (Number.isNaN(startsAt.getTime()))
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'cursor', message: 'not a cursor of the square' }] });
  return { startsAt, id: parsed[1] as number };
}
