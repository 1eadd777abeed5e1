import { chinaClock } from '@yanxiu/contract/china-time';
import type { Locale } from '@yanxiu/contract/locale';
import { currentLocale } from '@/shared/i18n/i18n';

// The product's one way of writing dates: one format per language, always in China time (where the districts are),
// never the browser's zone. Chinese: 2026-11-27 and 2026-11-27 09:35; English: Nov 27, 2026 and Nov 27, 2026, 09:35.
// The clock itself (China days, years, typed wall-clock times) is the contract's china-time module, shared with the
// server; date pickers convert through picker-time.ts.
/** A calendar day of the API (YYYY-MM-DD) names no moment: it is written as it is, whatever the zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** English month names as en-US writes them short. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

function write(value: string | Date | null | undefined, withTime: boolean, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  // A calendar day is read at noon UTC and written in UTC: the same day in every zone. A moment moves to China time.
  const shifted = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)) : chinaClock(new Date(value));
  if (Number.isNaN(shifted.getTime())) return '';
  const year = shifted.getUTCFullYear();
  const time = withTime && !day ? `${twoDigits(shifted.getUTCHours())}:${twoDigits(shifted.getUTCMinutes())}` : '';
  if (locale === 'zh-CN')
    return `${year}-${twoDigits(shifted.getUTCMonth() + 1)}-${twoDigits(shifted.getUTCDate())}${time ? ` ${time}` : ''}`;
  return `${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCDate()}, ${year}${time ? `, ${time}` : ''}`;
}

/** A day (a calendar day of the API, or the China day of a moment); '' for none. */
export function formatDay(value: string | Date | null | undefined, locale: Locale = currentLocale()): string {
  return write(value, false, locale);
}

/** A moment as a China day and time (a calendar day stays a day); '' for none. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale = currentLocale()): string {
  return write(value, true, locale);
}

/** A month of the year (1-12) named short, as Intl writes it: 1月, Jan. By hand for the reason above. */
export function formatMonthShort(month: number, locale: Locale = currentLocale()): string {
  return locale === 'zh-CN' ? `${month}月` : (MONTHS[month - 1] ?? '');
}
