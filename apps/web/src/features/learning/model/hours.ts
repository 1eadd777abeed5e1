import { hourCategoryName } from '@yanxiu/contract/hour-category-name';
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
  return hourCategoryName(category, locale);
}
