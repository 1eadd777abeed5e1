import type { Locale } from '@yanxiu/contract/locale';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// `LL` writes a date as the active locale does (2026年11月21日, November 21, 2026).
dayjs.extend(localizedFormat);

// Shared by the teacher and staff pages of the training feature.

/** Money of the API (fen) as yuan with the ¥ sign, e.g. 12345 -> ¥123.45. */
export function formatYuan(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(cents / 100);
}

/** A calendar date of the API as the active dayjs locale writes it; '' for none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('LL') : '';
}

/** A date and time of the API in the active locale; '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}

/** Learning hours with at most one decimal. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}
