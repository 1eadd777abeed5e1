import type { Locale } from '@yanxiu/contract/locale';

// Records are dated in China time wherever the browser runs (the contract's chinaToday): a day is written as the
// active language writes dates, a moment (a decision) in China's clock.

const CHINA = 'Asia/Shanghai';
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
const momentFormats = new Map<Locale, Intl.DateTimeFormat>();

function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: CHINA, year: 'numeric', month: 'long', day: 'numeric' });
    dayFormats.set(locale, format);
  }
  return format;
}

/** A record's day (YYYY-MM-DD) as the language writes it: 2025年6月20日, June 20, 2025; '' for none. */
export function formatDay(day: string | null | undefined, locale: Locale): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? '';
  // Noon in China is the same day in China whatever the browser's zone.
  return dayFormat(locale).format(new Date(`${day}T12:00:00+08:00`));
}

/** A moment of the API (ISO 8601) in China time: 2026年11月24日 14:30; '' for none. */
export function formatMoment(iso: string | null | undefined, locale: Locale): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  let format = momentFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: CHINA, year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
    momentFormats.set(locale, format);
  }
  return format.format(at);
}

/** The year of today in China. */
export function chinaYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: CHINA, year: 'numeric' }).format(now));
}
