import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { LoginForm } from './LoginForm';

/** A centred sign-in card with the tenant's brand and the language switch; `extra` goes under the form (other ways in). */
export function LoginScreen({ title, hint, extra }: { title: string; hint?: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const demoAccounts = useSession((session) => session.appInfo?.demoAccounts ?? false);
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 400px)',
        justifyContent: 'center',
        alignContent: 'center',
        padding: 16,
      }}
    >
      <div style={{ width: '100%', background: '#fff', borderRadius: 8, padding: 24, boxShadow: '0 1px 2px rgba(0,0,0,0.06)' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, gap: 8 }}>
          <TenantBrand />
          <LanguageSwitch />
        </div>
        <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{title}</h1>
        {hint && <p style={{ color: 'rgba(0,0,0,0.55)', marginTop: 0 }}>{hint}</p>}
        <LoginForm />
        {extra}
        {demoAccounts && <p style={{ color: 'rgba(0,0,0,0.55)', marginTop: 16, marginBottom: 0, fontSize: 12 }}>{t('login.demoHint')}</p>}
      </div>
    </main>
  );
}
