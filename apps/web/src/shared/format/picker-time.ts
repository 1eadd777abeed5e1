import { chinaWall, chinaWallToIso } from '@yanxiu/contract/china-time';
import dayjs, { type Dayjs } from 'dayjs';

// antd's date pickers hold dayjs values in the browser's zone. What a person picks or types is China time (the
// product's one clock), so a picker shows a moment's China wall-clock digits and a picked value is read back as those
// digits in Beijing: typed 2026-12-10 18:00 on a browser in UTC is 10:00 UTC, read by everyone as 18:00.

const WALL = 'YYYY-MM-DD HH:mm';

/** The picker value showing a moment (ISO 8601) on China's clock; null for none. */
export function pickerValueOf(iso: string | null | undefined): Dayjs | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : dayjs(chinaWall(at));
}

/** The moment (ISO 8601, +08:00) a picked date and time means: its digits on China's clock. */
export function momentOfPicked(value: Dayjs): string {
  return chinaWallToIso(value.format(WALL));
}

/** The picker value of a calendar day (`YYYY-MM-DD`, no zone); null for none. */
export function pickerDayOf(day: string | null | undefined): Dayjs | null {
  return day ? dayjs(day) : null;
}

/** The calendar day (`YYYY-MM-DD`) a picked date means. */
export function dayOfPicked(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

/** The picker value of now on China's clock (a form's default "now"). */
export function pickerNow(now: Date = new Date()): Dayjs {
  return dayjs(chinaWall(now));
}
