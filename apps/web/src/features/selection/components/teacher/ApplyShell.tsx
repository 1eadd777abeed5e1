import { ArrowLeftOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { useScreenAtLeast } from '@/shared/ui/use-screen';

/**
 * The frame of the application page, which stands outside the main layout (spec 2): the tenant, a way back to the
 * projects and the language, above a centred column that fits a phone.
 */
export function ApplyShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useScreenAtLeast('md');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: 12, background: '#fff', borderBottom: '1px solid #f0f0f0', padding: '0 16px' }}
      >
        <div style={{ flexShrink: 0 }}>
          <TenantBrand compact={!wide} />
        </div>
        <Link
          to="/selection"
          style={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          data-testid="back-to-selection"
        >
          <ArrowLeftOutlined /> {t('selectionTeacher.apply.back')}
        </Link>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content style={{ padding: wide ? 24 : 12 }}>
        <div style={{ maxWidth: 960, margin: '0 auto' }}>{children}</div>
      </Layout.Content>
    </Layout>
  );
}
