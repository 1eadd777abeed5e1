import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BreadcrumbTrail, type TrailStep } from '@/shared/ui/breadcrumb-trail';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { MainMenu } from './MainMenu';
import { menuPlace } from './menu';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { useScreenAtLeast } from '@/shared/ui/use-screen';
import { NotificationBell } from '@/features/notifications/notifications.public';
import { PrivacyNoticeGate } from '@/features/privacy/privacy.public';
import { HeaderSearch } from '@/features/search/search.public';
import { StaticStyles } from './StaticStyles';
import { UserMenu } from './UserMenu';

/** The main layout: brand, navigation, language and user menu above the page; a drawer menu on phones. */
export function MainLayout() {
  const { t } = useTranslation();
  const wide = useScreenAtLeast('lg');
  const small = !useScreenAtLeast('sm');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu drawer is mounted from its first opening on (and stays, so it closes with its animation): mounted
  // closed with the page, it and its portal were part of every signed-in page's first commit (issue 19).
  const [drawerOpened, setDrawerOpened] = useState(false);
  const { pathname } = useLocation();
  // Each page's breadcrumb follows the menu that highlights it: its area, then its entry.
  const place = menuPlace(pathname);
  const trail: TrailStep[] | null = !place
    ? null
    : place.area === 'home'
      ? []
      : [{ title: t(`nav.${place.area}`) }, { title: t(`routes.${place.entry}`), path: place.path }];
  return (
    <StaticStyles>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            // A phone's header holds the menu, brand, search, language, bell and user side by side: closer, and the user's
            // name left to screen readers, they fit 375 px without squeezing the brand.
            gap: small ? 6 : 12,
            padding: wide ? '0 24px' : '0 12px',
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('common.menu')}
              onClick={() => {
                setDrawerOpened(true);
                setDrawerOpen(true);
              }}
              data-testid="menu-button"
            />
          )}
          <TenantBrand compact={small} />
          {wide ? <MainMenu mode="horizontal" /> : <div style={{ flex: 1 }} />}
          <HeaderSearch />
          <LanguageSwitch />
          <NotificationBell />
          <UserMenu compact={small} />
        </Layout.Header>
        {drawerOpened && (
          <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={280} title={<TenantBrand />}>
            <MainMenu mode="inline" onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )}
        <Layout.Content style={{ padding: wide ? 24 : 12, maxWidth: 1280, width: '100%', margin: '0 auto' }}>
          <BreadcrumbTrail.Provider value={trail}>
            <Outlet />
          </BreadcrumbTrail.Provider>
          {/* A teacher who has not accepted the district's current privacy notice is asked first (issue 43). */}
          <PrivacyNoticeGate />
        </Layout.Content>
      </Layout>
    </StaticStyles>
  );
}
