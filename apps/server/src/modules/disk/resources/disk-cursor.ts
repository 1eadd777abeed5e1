// Keyset cursors of the disk's lists: where the page before ended, as the sort value (printed by PostgreSQL at
// full precision) and the id, in an opaque URL-safe string the contract's cursor pattern accepts.

/** Where a page ended. */
export type KeysetCursor = { value: string | null; id: number };

/** The cursor for a page's last row. */
export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id]), 'utf8').toString('base64url');
}

/** A cursor a client sent back; undefined for one the server did not make (the list then starts over). */
export function decodeCursor(text: string | undefined): KeysetCursor | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [value, id] = parsed as [unknown, unknown];
    if ((value !== null && typeof value !== 'string') || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
    if (typeof value === 'string' && value.length > 200) return undefined;
    return { value, id };
  } catch {
    return undefined;
  }
}

/** Counting stops this many pages past the page asked for (`totalIsLowerBound`). */
export const COUNT_PAGES_AHEAD = 10;
