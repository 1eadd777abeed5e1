import { AppError } from '@server/platform/http/app-error';
import type { ReportCursor } from './hours-report.repository';

// The report's `cursor`: the last row of a page as base64url JSON `[unitId, name, userId]`, its place in the report's
// order (school, then name and id within the school). Opaque to clients. It holds no filter: the same place is as good
// a start whatever the year or `onlyUnmet`, and a unit outside the caller's scope is not found, so the page number
// decides (see pageByUnits).

/** Longer than any cursor this server issues; a teacher whose name would make it longer gets no cursor (pages by number). */
export const REPORT_CURSOR_MAX = 1000;
const NAME_MAX = 300;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1;

/** The cursor of the row, or null when it would not fit in the query's limit. */
export function encodeReportCursor(cursor: ReportCursor): string | null {
  if (cursor.name.length > NAME_MAX) return null;
  const text = Buffer.from(JSON.stringify([cursor.unitId, cursor.name, cursor.id])).toString('base64url');
  return text.length <= REPORT_CURSOR_MAX ? text : null;
}

/** The place `text` names; a 400 when it is not a cursor this server made. */
export function decodeReportCursor(text: string): ReportCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !isId(parsed[0]) ||
    typeof parsed[1] !== 'string' ||
    parsed[1].length > NAME_MAX ||
    !isId(parsed[2])
  ) {
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'cursor', message: 'not a cursor of this report' }] });
  }
  return { unitId: parsed[0], name: parsed[1], id: parsed[2] };
}
