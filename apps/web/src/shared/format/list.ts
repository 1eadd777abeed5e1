/**
 * Items joined as the language joins a list ("甲、乙和丙", "A, B and C"), never with a separator written into the
 * code: the locale decides both the separator and the last conjunction.
 */
export function formatList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
