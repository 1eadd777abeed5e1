import { pickLocale, type Locale } from '@yanxiu/contract/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';
import { STORAGE_KEYS } from '../config/storage-keys';
import { reportCatalogueFailure } from './catalogue-failure';
import { zhCN, type Messages } from './zh-CN';

// Chinese, the product's first language and every text's fallback, travels with the entry; English is a chunk of its
// own, fetched when it becomes the active language: a visitor uses one of the two, and the entry carried both
// (issue 36).
//
// Loaded here rather than by i18next (a backend such as i18next-resources-to-backend with partialBundledLanguages,
// whose changeLanguage would also wait for the load): i18next counts a language as loaded once its namespace holds
// anything, and a feature's chunk adds its texts to 'translation' in both languages as it evaluates
// (`<part>.register.ts`), so once any feature had been opened English would count as loaded, never be fetched, and
// the app's own texts would show in Chinese, the fallback. Here it is one import and one load shared by every switch.
const LAZY_CATALOGUES: Record<Exclude<Locale, 'zh-CN'>, () => Promise<Messages>> = {
  'en-US': () => import('./en-US').then((module) => module.enUS),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  // The language is the visitor's from the start (the first calls ask for it: request.ts); its texts arrive before the
  // first render (startLocale, awaited by main.tsx).
  lng: storedLocale() ?? pickLocale(navigator.language, 'zh-CN'),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language the user chose explicitly, if any. */
export function storedLocale(): Locale | null {
  const value = window.localStorage.getItem(STORAGE_KEYS.locale);
  return value === 'zh-CN' || value === 'en-US' ? value : null;
}

/** The language of the interface: the user's choice, else the tenant's default, else the browser's. */
export function defaultLocale(tenantLocale: Locale | undefined): Locale {
  return storedLocale() ?? tenantLocale ?? pickLocale(navigator.language, 'zh-CN');
}

export function currentLocale(): Locale {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

const loaded = new Set<Locale>(['zh-CN']);
const loading = new Map<Locale, Promise<void>>();

/** Whether a language's texts are here, so switching to it changes the language at once. */
export function catalogueLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/**
 * A catalogue that has not arrived after the time a route chunk gets has failed as one does (spec 9). The browser's own
 * failure already reads as one (shared/ui/chunk-errors.ts names it by its message; that module is not imported here,
 * as shared/ui depends on this one).
 */
function withinChunkTimeout<T>(load: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`texts did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`), { name: 'ChunkLoadError' })),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** Fetches a language's catalogue once; a failed fetch is tried again by the next call. */
function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'zh-CN' || loaded.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = withinChunkTimeout(LAZY_CATALOGUES[locale]())
      .then((messages) => {
        // Deep and without overwriting: a feature whose chunk already added its texts under 'translation' keeps them.
        i18n.addResourceBundle(locale, 'translation', messages, true, false);
        loaded.add(locale);
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** The language last asked for: a slower, earlier switch (English still loading) does not undo a later one. */
let wanted: Locale = currentLocale();
let started: Promise<void> | undefined;
let latest: Promise<void> = Promise.resolve();
/** Some switch was asked for (a choice, a kept app info's language): the language is no longer the browser's guess. */
let asked = false;

/** Whether the language is still only the browser's guess: nobody chose one and no app info named one yet. */
export function languageGuessed(): boolean {
  return !asked && storedLocale() === null;
}

/**
 * Switches the interface language once its texts are here; the one way the language changes. A failed load leaves
 * the language as it was, is reported as a chunk that did not load (catalogue-failure.ts: the route error page and
 * its retry), and rejects.
 */
export function switchLocale(locale: Locale): Promise<void> {
  wanted = locale;
  asked = true;
  const switched = loaded.has(locale)
    ? i18n.changeLanguage(locale).then(() => undefined)
    : loadCatalogue(locale).then(
        async () => {
          // Also when the language is already this one (the start-up's), so i18next resolves it against the texts now here.
          if (wanted === locale) await i18n.changeLanguage(locale);
        },
        (error: unknown) => {
          if (wanted === locale) reportCatalogueFailure(error);
          throw error;
        },
      );
  latest = switched.catch(() => undefined);
  return switched;
}

/**
 * Loads the start-up language's texts, once per page load: main.tsx begins it at once, so English downloads beside the
 * first page's chunks. The language last asked for, which a kept app info may already have set to the tenant's (and
 * be loading). Never rejects (a failure is reported as switchLocale says).
 */
export function startLocale(): Promise<void> {
  started ??= switchLocale(wanted).catch(() => undefined);
  return started;
}

/**
 * Settles when the language last asked for is in place (or failed to load): what the first render waits for. A switch
 * asked for meanwhile (app info naming the tenant's language) is waited for too.
 */
export async function localeSettled(): Promise<void> {
  let awaited: Promise<void>;
  do {
    awaited = latest;
    await awaited;
  } while (awaited !== latest);
}

/** Switches the interface language and remembers the choice (also when its texts fail to load: retry loads them). */
export async function changeLocale(locale: Locale): Promise<void> {
  window.localStorage.setItem(STORAGE_KEYS.locale, locale);
  await switchLocale(locale);
}
