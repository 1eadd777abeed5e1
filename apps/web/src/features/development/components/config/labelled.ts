import { currentLocale } from '@/shared/i18n/i18n';

/** A configured thing's name in the interface language. */
export function labelled(item: { name: string; nameEn: string }): string {
  return currentLocale() === 'en-US' ? item.nameEn : item.name;
}
