// The product's one clock: every day and time a person reads or types is China time (where the districts are),
// whatever the zone of the server or the browser. Server and web both use this module; the web's formatting for the
// screen (shared/format/date.ts) and its date pickers (shared/format/picker-time.ts) are built on it.
//
// China has kept UTC+8 all year since 1991, before any moment the product records, so a moment's China day and time
// are its UTC fields eight hours on: plain arithmetic, no time-zone database. (Creating an Intl.DateTimeFormat with an
// Asia/Shanghai zone is slow on phones; china-time.test.ts checks the arithmetic against Intl across years and zones.)

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
/** A calendar day as the API writes it. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A China wall-clock time as people type it: `YYYY-MM-DD HH:mm` (or with a `T`), seconds optional. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The fields of a moment on China's clock (read them with the getUTC* methods). */
export function chinaClock(at: Date): Date {
  return new Date(at.getTime() + CHINA_OFFSET_MS);
}

/** The China calendar day of a moment, `YYYY-MM-DD`. */
export function chinaDay(at: Date = new Date()): string {
  const clock = chinaClock(at);
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

/** Today in China, `YYYY-MM-DD`. */
export const chinaToday = (now: Date = new Date()): string => chinaDay(now);

/** The China calendar year of a moment. */
export function chinaYear(at: Date = new Date()): number {
  return chinaClock(at).getUTCFullYear();
}

/** The China wall-clock time of a moment, `YYYY-MM-DD HH:mm`. */
export function chinaWall(at: Date): string {
  const clock = chinaClock(at);
  return `${chinaDay(at)} ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/** The moment (ISO 8601 with +08:00) of a China wall-clock time; throws on anything else. */
export function chinaWallToIso(wall: string): string {
  const parts = WALL_CLOCK.exec(wall.trim());
  if (!parts) throw new RangeError(`not a wall-clock time: ${wall}`);
  return `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6] ?? '00'}+08:00`;
}

/** Whether a text is a real calendar day `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const parts = CALENDAR_DAY.exec(day);
  if (!parts) return false;
  const noon = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12));
  return noon.toISOString().slice(0, 10) === day;
}

/** A calendar day `n` days after another (before, when negative). */
export function addDays(day: string, n: number): string {
  const parts = CALENDAR_DAY.exec(day);
  if (!parts) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]) + n, 12)).toISOString().slice(0, 10);
}

/** The moment a China calendar day begins (00:00 in Beijing). */
export function chinaDayStart(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(`${day}T00:00:00+08:00`);
}
