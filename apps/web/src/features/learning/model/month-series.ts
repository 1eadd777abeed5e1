import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import type { Locale } from '@yanxiu/contract/locale';
import { formatMonthShort } from '@/shared/format/date';

/** The month chart's bars: short month names in the interface language (1月, Jan) and hours (reversals not below 0). */
export function monthSeries(byMonth: HoursBreakdown['byMonth'], locale: Locale): { labels: string[]; values: number[] } {
  // Named by hand: creating the page's first Intl.DateTimeFormat is slow on a phone's main thread (issue 19).
  const sorted = [...byMonth].sort((a, b) => a.month - b.month);
  return {
    labels: sorted.map((item) => formatMonthShort(item.month, locale)),
    values: sorted.map((item) => Math.max(0, Math.round(item.hours * 10) / 10)),
  };
}
