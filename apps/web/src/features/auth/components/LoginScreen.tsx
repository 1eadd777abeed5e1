import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { LoginForm } from './LoginForm';

/** A centred sign-in card with the tenant's brand and the language switch. */
export function LoginScreen({ title, hint }: { title: string; hint?: string }) {
  const { t } = useTranslation();
  const demoAccounts = useSession((session) => session.appInfo?.demoAccounts ?? false);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, gap: 8 }}>
          <TenantBrand />
          <LanguageSwitch />
        </div>
        <Typography.Title level={3}>{title}</Typography.Title>
        {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
        <LoginForm />
        {demoAccounts && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }}>
            {t('login.demoHint')}
          </Typography.Paragraph>
        )}
      </Card>
    </main>
  );
}
