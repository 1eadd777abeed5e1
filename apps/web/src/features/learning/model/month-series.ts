import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import type { Locale } from '@yanxiu/contract/locale';

/** The month chart's bars: short month names in the interface language (1月, Jan) and hours (reversals not below 0). */
export function monthSeries(byMonth: HoursBreakdown['byMonth'], locale: Locale): { labels: string[]; values: number[] } {
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const sorted = [...byMonth].sort((a, b) => a.month - b.month);
  return { labels: sorted.map((item) => monthName.format(Date.UTC(2000, item.month - 1, 1))), values: sorted.map((item) => Math.max(0, Math.round(item.hours * 10) / 10)) };
}
