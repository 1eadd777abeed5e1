import { Alert, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '@/shared/session/navigation';
import { sessionStore } from '@/shared/session/session-store';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

/**
 * /changePassword: someone whose password staff set (a new account, a reset) chooses their own before anything
 * else (RequireLogin sends them here), then goes on to where they were going (through the teacher confirmation
 * when that is owed).
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const handleChanged = () => {
    const loginInfo = sessionStore.getState().loginInfo;
    if (loginInfo) sessionStore.setLoginInfo({ ...loginInfo, mustChangePassword: false });
    void navigate(safeRedirect(params.get('redirect'), '/changePassword'), { replace: true });
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 480px)',
        justifyContent: 'center',
        alignContent: 'center',
        padding: 16,
      }}
    >
      <Card style={{ width: '100%' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <TenantBrand />
          <LanguageSwitch />
        </div>
        <Typography.Title level={3}>{t('account.mustChangeTitle')}</Typography.Title>
        <Alert type="info" showIcon title={t('account.mustChangeIntro')} style={{ marginBottom: 16 }} />
        <ChangePasswordForm onChanged={handleChanged} />
      </Card>
    </main>
  );
}
