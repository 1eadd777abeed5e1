import '../../i18n/administration.register';
import '../i18n/tenants.register';
import type { TenantSummary } from '@yanxiu/contract/administration-tenants';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { formatList } from '@/shared/format/list';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { administrationAccess } from '../../administration.access';
import { useIdentityProvider } from '../api/identity-provider';
import { useQuickLoginSettings } from '../api/quick-login-settings';
import { useTenants, useTenantSettings } from '../api/tenants';
import { IdentityProviderForm } from './IdentityProviderForm';
import { QuickLoginSettingsForm } from './QuickLoginSettingsForm';
import { TenantForm } from './TenantForm';

function TenantsManager() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const list = useTenants();
  const [editing, setEditing] = useState<string | undefined>();
  const settings = useTenantSettings(editing);
  const [portalOf, setPortalOf] = useState<TenantSummary | undefined>();
  const portal = useIdentityProvider(portalOf?.tenantId);
  const [quickLoginOf, setQuickLoginOf] = useState<TenantSummary | undefined>();
  const quickLogin = useQuickLoginSettings(quickLoginOf?.tenantId);
  return (
    <PageFrame title={t('routes.manageTenants')} crumbs={[t('nav.manage')]}>
      <ManagedTable<TenantSummary>
        list={list}
        rowKey="tenantId"
        testId="tenants-table"
        empty={t('administration.tenants.empty')}
        columns={[
          { title: t('administration.tenants.name'), dataIndex: locale === 'zh-CN' ? 'name' : 'nameEn' },
          { title: t('administration.tenants.appId'), dataIndex: 'appId' },
          { title: t('administration.tenants.districtCode'), dataIndex: 'districtCode' },
          { title: t('administration.tenants.hostnames'), dataIndex: 'hostnames', render: (names: string[]) => formatList(names, locale) },
          {
            title: t('administration.tenants.defaultLocale'),
            dataIndex: 'defaultLocale',
            render: (value: 'zh-CN' | 'en-US') => t(`administration.tenants.locales.${value}`),
          },
          {
            title: t('administration.actions'),
            key: 'actions',
            fixed: 'right',
            width: 290,
            render: (_, tenant) => (
              <>
                <Button size="small" type="link" onClick={() => setEditing(tenant.tenantId)} data-testid={`tenant-edit-${tenant.appId}`}>
                  {t('administration.tenants.edit')}
                </Button>
                <Button size="small" type="link" onClick={() => setPortalOf(tenant)} data-testid={`tenant-portal-${tenant.appId}`}>
                  {t('administration.portal.action')}
                </Button>
                <Button size="small" type="link" onClick={() => setQuickLoginOf(tenant)} data-testid={`tenant-quick-login-${tenant.appId}`}>
                  {t('administration.quickLogin.action')}
                </Button>
              </>
            ),
          },
        ]}
      />
      {editing !== undefined && settings.data && (
        <TenantForm
          key={`${editing}-${settings.data.version}`}
          tenant={settings.data}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            notifier().success(t('administration.saved'));
          }}
        />
      )}
      {portalOf !== undefined && portal.data && (
        <IdentityProviderForm
          key={`${portalOf.tenantId}-${portal.data.version}`}
          settings={portal.data}
          tenantName={locale === 'zh-CN' ? portalOf.name : portalOf.nameEn}
          onClose={() => setPortalOf(undefined)}
          onSaved={() => {
            setPortalOf(undefined);
            notifier().success(t('administration.saved'));
          }}
        />
      )}
      {quickLoginOf !== undefined && quickLogin.data && (
        <QuickLoginSettingsForm
          key={quickLoginOf.tenantId}
          settings={quickLogin.data}
          tenantName={locale === 'zh-CN' ? quickLoginOf.name : quickLoginOf.nameEn}
          onClose={() => setQuickLoginOf(undefined)}
          onSaved={() => {
            setQuickLoginOf(undefined);
            notifier().success(t('administration.saved'));
          }}
        />
      )}
    </PageFrame>
  );
}

/** /manage/tenants: platform staff edit every district's names, hostnames, language, logo, sign-in policy and learning settings. */
export default function ManageTenantsPage() {
  const { t } = useTranslation();
  const access = useAccess(administrationAccess);
  return (
    <AccessGate
      accessible={access.canManageTenants}
      title={t('administration.forbiddenTitle')}
      text={t('administration.tenants.forbiddenText')}
      testId="tenants-forbidden"
      pageTitle={t('routes.manageTenants')}
    >
      <TenantsManager />
    </AccessGate>
  );
}
