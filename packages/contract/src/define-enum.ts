import type { Bilingual, Locale } from './locale';

type EnumEntries = Record<string, Bilingual>;

/**
 * Builds a numeric-string enumeration: its values, labels in both languages and an options list for selects
 * (zod-free, so the web client can use it without bundling zod; `enumSchema` makes the schema). The values stay
 * strings because the spec's clients send them as strings.
 */
export function defineEnum<const E extends EnumEntries>(typeCode: string, entries: E) {
  const values = Object.keys(entries) as [keyof E & string, ...Array<keyof E & string>];
  return {
    /** The code-table type this enumeration is served under by findCodeByTypeCode. */
    typeCode,
    values,
    labels: entries,
    /** The label of a value in a language. */
    label(value: keyof E & string, locale: Locale): string {
      return entries[value]![locale];
    },
    /** `{ value, label }` pairs in declaration order, for selects. */
    options(locale: Locale) {
      return values.map((value) => ({ value, label: entries[value]![locale] }));
    },
  };
}

export type EnumValue<T extends { values: readonly string[] }> = T['values'][number];
