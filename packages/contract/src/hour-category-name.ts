import type { HourCategory } from './learning-hours';
import type { Locale } from './locale';

// Apart from learning-hours.ts, whose zod schemas would come along: the first pages (/home, /studyTime) name
// categories and load no zod.

/** A category's name in the language (server sheets and web pages read it the same way). */
export function hourCategoryName(category: HourCategory, locale: Locale): string {
  return locale === 'en-US' ? category.labelEn : category.labelZh;
}
