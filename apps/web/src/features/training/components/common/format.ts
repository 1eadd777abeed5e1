// Shared by the teacher and staff pages of the training feature. Dates are the product's one format (shared/format).
export { formatDay as formatDate, formatDateTime } from '@/shared/format/date';

/**
 * Money of the API (fen) as yuan with the ¥ sign, e.g. 12345 -> ¥123.45 and 123456789 -> ¥1,234,567.89: how
 * Intl.NumberFormat writes CNY (narrow symbol) in both languages, so it takes no language. Written by hand: creating that formatter is slow on a
 * phone, inside /home's first render (issue 19); format.test.ts checks the result against Intl's.
 */
export function formatYuan(cents: number): string {
  const fen = Math.round(Math.abs(cents));
  const yuan = String(Math.floor(fen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && fen > 0 ? '-' : ''}¥${yuan}.${String(fen % 100).padStart(2, '0')}`;
}

/** Learning hours with at most one decimal. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}
