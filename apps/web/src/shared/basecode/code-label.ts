import type { CodeItem } from '@yanxiu/contract/basecode';
import type { Locale } from '@yanxiu/contract/locale';

/**
 * The label of a code in the interface language: empty while the table is still loading (so no raw code flashes
 * up), the code itself when the table does not know it.
 */
export function codeLabel(items: readonly CodeItem[] | undefined, code: string | null | undefined, locale: Locale): string {
  if (!code || !items) return '';
  const item = items?.find((entry) => entry.code === code);
  if (!item) return code;
  return locale === 'en-US' ? item.nameEn : item.name;
}
