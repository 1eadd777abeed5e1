import type { Locale } from '@yanxiu/contract/locale';
import { createInstance, type TOptions } from 'i18next';

// The server's own texts (messages of refusals, sheet and file names of downloads, the words of PDFs and e-mails) in
// one catalogue, both languages side by side: i18next (as the web client), one namespace per domain, its plural rules
// and interpolation. Each domain declares its texts in `<domain>.texts.ts` with defineTexts, which types the keys and
// makes the English side name exactly the Chinese side's keys; a text is read with the caller's locale.

const catalogue = createInstance();
void catalogue.init({
  initAsync: false,
  lng: 'zh-CN',
  fallbackLng: false,
  supportedLngs: ['zh-CN', 'en-US'],
  resources: {},
  // Texts go into download names, PDFs and JSON, never into HTML: escaping is the renderer's job.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A domain's texts: the Chinese side, and the English side with the same keys (plural forms `_one` / `_other`). */
type Side = Record<string, string>;
type EnglishOf<Z extends Side> = { [K in keyof Z]: string } & Side;

/** Reads a text of the domain in a language, with its values (`{{count}}` picks the plural form). */
export type TextsOf<Z extends Side> = (locale: Locale, key: PluralBase<keyof Z & string>, values?: TOptions) => string;
type PluralBase<K extends string> = K extends `${infer Base}_${'one' | 'other' | 'zero' | 'two' | 'few' | 'many'}` ? Base : K;

const namespaces = new Set<string>();

/**
 * Declares a domain's texts in both languages and answers its reader. Missing keys fail the catalogue test
 * (server-texts.test.ts reads every declared namespace); a missing text at run time shows its key, never nothing.
 */
export function defineTexts<Z extends Side>(namespace: string, texts: { 'zh-CN': Z; 'en-US': EnglishOf<Z> }): TextsOf<Z> {
  if (namespaces.has(namespace)) throw new Error(`server texts ${namespace} declared twice`);
  namespaces.add(namespace);
  catalogue.addResourceBundle('zh-CN', namespace, texts['zh-CN']);
  catalogue.addResourceBundle('en-US', namespace, texts['en-US']);
  // Keys are checked by TextsOf; i18next's own key typing knows nothing of bundles added at run time.
  const fixed = { 'zh-CN': catalogue.getFixedT('zh-CN', namespace), 'en-US': catalogue.getFixedT('en-US', namespace) } as Record<
    Locale,
    (key: string, options: TOptions) => unknown
  >;
  return (locale, key, values) => String(fixed[locale](key, values ?? {}));
}

/** Every declared namespace and its keys per language (for the catalogue test). */
export function declaredTexts(): Array<{ namespace: string; keys: Record<Locale, string[]> }> {
  return [...namespaces].map((namespace) => ({
    namespace,
    keys: {
      'zh-CN': Object.keys(catalogue.getResourceBundle('zh-CN', namespace) ?? {}),
      'en-US': Object.keys(catalogue.getResourceBundle('en-US', namespace) ?? {}),
    },
  }));
}

/** An enumeration in the language's way, without a closing 'and' (a cell of a sheet): 、 in Chinese, commas in English. */
export function joinList(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(items);
}

/**
 * A stored name in the language: its English form for English readers when it has one, else the Chinese. For names
 * kept in two columns (units, categories, post types); the interface's own words come from the catalogue instead.
 */
export function nameInLocale(locale: Locale, chinese: string, english: string | null | undefined): string {
  return locale === 'en-US' && english ? english : chinese;
}
