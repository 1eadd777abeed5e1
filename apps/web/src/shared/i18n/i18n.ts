import { pickLocale, type Locale } from '@yanxiu/contract/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../config/storage-keys';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
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

/** Switches the interface language and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  window.localStorage.setItem(STORAGE_KEYS.locale, locale);
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}
