import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../i18n/i18n';

const LANGUAGES = [
  { key: 'zh-CN', label: '简体中文' },
  { key: 'en-US', label: 'English' },
] as const;

/** Switches the interface language; the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Dropdown
      menu={{
        items: LANGUAGES.map((language) => ({ key: language.key, label: language.label })),
        selectable: true,
        selectedKeys: [locale],
        onClick: ({ key }) => void changeLocale(key as 'zh-CN' | 'en-US'),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('common.language')} data-testid="language-switch">
        {LANGUAGES.find((language) => language.key === locale)?.label}
      </Button>
    </Dropdown>
  );
}
