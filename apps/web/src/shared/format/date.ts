import type { Locale } from '@yanxiu/contract/locale';
import { currentLocale } from '@/shared/i18n/i18n';

// The product's one way of writing dates: one format per language, always in China time (where the districts are),
// never the browser's zone. Chinese: 2026-11-27 and 2026-11-27 09:35; English: Nov 27, 2026 and Nov 27, 2026, 09:35.

const CHINA = 'Asia/Shanghai';
/** A calendar day of the API (YYYY-MM-DD) names no moment: it is written as it is, whatever the zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, withTime: boolean, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}|${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale === 'zh-CN' ? 'en-CA' : 'en-US', {
      timeZone,
      year: 'numeric',
      month: locale === 'zh-CN' ? '2-digit' : 'short',
      day: locale === 'zh-CN' ? '2-digit' : 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    });
    formats.set(key, found);
  }
  return found;
}

function write(value: string | Date | null | undefined, withTime: boolean, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  // A calendar day is read at noon UTC and written in UTC: the same day in every zone.
  const [moment, zone] = day ? [new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)), 'UTC'] : [new Date(value), CHINA];
  if (Number.isNaN(moment.getTime())) return '';
  const parts = Object.fromEntries(format(locale, withTime && !day, zone).formatToParts(moment).map((part) => [part.type, part.value]));
  if (locale === 'zh-CN') return `${parts.year}-${parts.month}-${parts.day}${withTime && !day ? ` ${parts.hour}:${parts.minute}` : ''}`;
  return `${parts.month} ${parts.day}, ${parts.year}${withTime && !day ? `, ${parts.hour}:${parts.minute}` : ''}`;
}

/** A day (a calendar day of the API, or the China day of a moment); '' for none. */
export function formatDay(value: string | Date | null | undefined, locale: Locale = currentLocale()): string {
  return write(value, false, locale);
}

/** A moment as a China day and time (a calendar day stays a day); '' for none. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale = currentLocale()): string {
  return write(value, true, locale);
}
