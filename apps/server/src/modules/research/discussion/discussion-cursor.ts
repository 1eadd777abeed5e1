// A discussion page resumes after the last thread of the page before: threads are ordered pinned first, then
// newest first, so the position is (pinned, id), written `p123` or `n123` to stay a short URL-safe token.

/** Where the page before ended. */
export type ThreadPosition = { pinned: boolean; id: number };

const PATTERN = /^([pn])(\d{1,16})$/;

export function encodeThreadCursor(position: ThreadPosition): string {
  return `${position.pinned ? 'p' : 'n'}${position.id}`;
}

/** The position a cursor names, or null for a cursor this server never made. */
export function decodeThreadCursor(cursor: string): ThreadPosition | null {
  const match = PATTERN.exec(cursor);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? { pinned: match[1] === 'p', id } : null;
}
