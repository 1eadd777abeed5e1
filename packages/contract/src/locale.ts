/** The two interface languages; zh-CN is the default everywhere. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

/** A text in both interface languages. */
export type Bilingual = { 'zh-CN': string; 'en-US': string };

/** Picks the language from an Accept-Language header, falling back to the given default. */
export function pickLocale(acceptLanguage: string | undefined, fallback: Locale = 'zh-CN'): Locale {
  if (!acceptLanguage) return fallback;
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en-US';
  if (first.startsWith('zh')) return 'zh-CN';
  return fallback;
}
