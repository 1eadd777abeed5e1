import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoginScreen } from '../components/LoginScreen';
import { WechatSignIn } from '../components/WechatSignIn';
import { fetchPortalStatus } from '../portal/portal-calls';

/** /login, with the other ways in: the district's identity portal where it has one, and WeChat. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [portalName, setPortalName] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Offered only once known: a district without a portal (or a failed check) shows the form alone.
    fetchPortalStatus()
      .then((status) => current && setPortalName(status.enabled ? status.displayName : null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const redirect = params.get('redirect');
  return (
    <LoginScreen
      title={t('login.title')}
      extra={
        <>
          {portalName && (
            <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
              <Link to={`/login/portal${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`} data-testid="portal-sign-in-link">
                {t('login.portalEntry', { name: portalName })}
              </Link>
            </p>
          )}
          <WechatSignIn />
        </>
      }
    />
  );
}
