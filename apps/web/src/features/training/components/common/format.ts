import type { Locale } from '@yanxiu/contract/locale';

// Shared by the teacher and staff pages of the training feature. Dates are the product's one format (shared/format).
export { formatDay as formatDate, formatDateTime } from '@/shared/format/date';

/** Money of the API (fen) as yuan with the ¥ sign, e.g. 12345 -> ¥123.45. */
export function formatYuan(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

/** Learning hours with at most one decimal. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}
