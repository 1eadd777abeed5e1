import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n';

const LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
] as const;

/** Switches the interface language; the choice is remembered. Both choices always visible: one tap, also on phones. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Segmented
      size="small"
      data-testid="language-switch"
      aria-label={t('common.language')}
      options={LANGUAGES.map((language) => ({ value: language.value, label: <span lang={language.value}>{language.label}</span> }))}
      value={currentLocale()}
      // A failed load is shown by the route error page (shared/i18n/catalogue-failure.ts).
      onChange={(value) => changeLocale(value as 'zh-CN' | 'en-US').catch(() => undefined)}
    />
  );
}
