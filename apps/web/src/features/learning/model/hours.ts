import type { HourCategory } from '@yanxiu/contract/learning-hours';
import type { Locale } from '@yanxiu/contract/locale';

/** Hours rounded to one decimal, the ledger's precision (sums of floats drift, e.g. 0.1 + 0.2). */
export function roundHours(hours: number): number {
  return Math.round(hours * 10) / 10;
}

/** Hours as people read them: at most one decimal, no trailing zero (12, 12.5). */
export function formatHours(hours: number): string {
  return String(roundHours(hours));
}

/** A category's name in the interface language; the code when the tenant no longer has it. */
export function categoryLabel(categories: readonly HourCategory[], code: string, locale: Locale): string {
  const category = categories.find((item) => item.code === code);
  if (!category) return code;
  return locale === 'en-US' ? category.labelEn : category.labelZh;
}

/** Today's calendar date in China (the server's clock for learning hours), as YYYY-MM-DD. */
export function chinaToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** This year in China. */
export function chinaYear(now: Date = new Date()): number {
  return Number(chinaToday(now).slice(0, 4));
}
