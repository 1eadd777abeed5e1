import { currentLocale } from '@/shared/i18n/i18n';

/** A configured thing's name in the interface language. */
export function labelled(item: { name: string; nameEn: string }): string {
  return currentLocale() === 'en-US' ? item.nameEn : item.name;
}

/** The code field's rule: what the server accepts (ModelCode). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;
