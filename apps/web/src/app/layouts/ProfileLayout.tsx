import { Layout, Menu, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { ProfileArea } from '../route-table';
import { HeaderSearch } from '@/features/search/search.public';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { StaticStyles } from './StaticStyles';
import { UserMenu } from './UserMenu';
import { useScreenAtLeast } from '@/shared/ui/use-screen';

/** The layout of a profile area (/lwpersonal, /backbone and their read-only mirrors): its sub-pages beside the page. */
export function ProfileLayout({ area }: { area: ProfileArea }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useScreenAtLeast('md');
  const menu = (
    <Menu
      mode={wide ? 'inline' : 'horizontal'}
      selectedKeys={[location.pathname]}
      items={area.pages.map((page) => ({ key: page.path, label: t(`routes.${page.title}`) }))}
      onClick={({ key }) => navigate(key)}
    />
  );
  return (
    <StaticStyles>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
            padding: '0 16px',
          }}
        >
          <div style={{ flexShrink: 0 }}>
            <TenantBrand compact={!wide} />
          </div>
          <strong style={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {t(`routes.${area.title}`)} {area.readOnly && <Tag>{t('common.readOnly')}</Tag>}
          </strong>
          <HeaderSearch />
          <LanguageSwitch />
          <UserMenu />
        </Layout.Header>
        <Layout>
          {wide ? (
            <Layout.Sider width={220} theme="light">
              {menu}
            </Layout.Sider>
          ) : null}
          <Layout.Content style={{ padding: wide ? 24 : 12 }}>
            {!wide && menu}
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </StaticStyles>
  );
}
