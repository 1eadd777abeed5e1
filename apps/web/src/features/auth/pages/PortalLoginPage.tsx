import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { safeRedirect } from '@/shared/session/navigation';
import { sessionStore } from '@/shared/session/session-store';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { LoginScreen } from '../components/LoginScreen';
import { completePortalSignIn, fetchPortalStatus, goToPortal, isPortalCallback } from '../portal/portal-calls';

type Phase =
  | { kind: 'checking' }
  | { kind: 'off' }
  | { kind: 'leaving'; name: string }
  | { kind: 'completing' }
  | { kind: 'failed'; message: string; name: string | null };

/**
 * /login/portal: sign-in through the district's identity portal (统一身份认证). Entered plainly, it sends the browser
 * to the portal at once; the portal sends it back here with a code, which is exchanged for a session before going
 * on to the page asked for. A district without a portal gets the password form.
 */
export default function PortalLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phase, setPhase] = useState<Phase>(() =>
    isPortalCallback(window.location.search) ? { kind: 'completing' } : { kind: 'checking' },
  );
  const started = useRef(false);
  const target = safeRedirect(params.get('redirect'));

  const failed = (error: unknown, name: string | null) =>
    setPhase({ kind: 'failed', name, message: error instanceof RequestError ? error.message : t('errors.generic') });

  const leave = (name: string) => {
    setPhase({ kind: 'leaving', name });
    goToPortal(target).catch((error: unknown) => failed(error, name));
  };

  useEffect(() => {
    // Strict mode runs effects twice; a code is redeemed once.
    if (started.current) return;
    started.current = true;
    if (isPortalCallback(window.location.search)) {
      const search = window.location.search;
      // The code and state leave the address at once: a reload or a shared link must not offer them again.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      completePortalSignIn(search)
        .then(({ loginInfo, returnTo }) => {
          sessionStore.setLoginInfo(loginInfo);
          const next = safeRedirect(returnTo);
          void navigate(loginInfo.needConfirm ? `/teacherConfirm?redirect=${encodeURIComponent(next)}` : next, { replace: true });
        })
        .catch((error: unknown) => failed(error, null));
      return;
    }
    fetchPortalStatus()
      .then((status) => (status.enabled && status.displayName ? leave(status.displayName) : setPhase({ kind: 'off' })))
      .catch(() => setPhase({ kind: 'off' }));
    // Once, on entry: the address it reads is the one the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (phase.kind === 'off') return <LoginScreen title={t('login.portalTitle')} hint={t('login.portalOff')} />;

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
        <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{t('login.portalTitle')}</h1>
        {phase.kind === 'failed' ? (
          <>
            <div
              data-testid="portal-error"
              role="alert"
              style={{
                display: 'flex',
                gap: 8,
                alignItems: 'flex-start',
                margin: '16px 0',
                padding: '8px 12px',
                borderRadius: 6,
                background: '#fff2f0',
                border: '1px solid #ffccc7',
              }}
            >
              <ExclamationCircleFilled style={{ color: '#cf222e', marginTop: 4 }} />
              <span>{phase.message}</span>
            </div>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
              <Button
                type="primary"
                onClick={() => (phase.name ? leave(phase.name) : window.location.assign(`${window.location.pathname}`))}
              >
                {t('login.portalRetry')}
              </Button>
              <Link to="/login">{t('login.portalPasswordInstead')}</Link>
            </div>
          </>
        ) : (
          <p role="status" aria-live="polite" style={{ color: 'rgba(0,0,0,0.65)' }}>
            {phase.kind === 'leaving'
              ? t('login.portalLeaving', { name: phase.name })
              : phase.kind === 'completing'
                ? t('login.portalCompleting')
                : t('login.portalChecking')}
          </p>
        )}
      </div>
    </main>
  );
}
