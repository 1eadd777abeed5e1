import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { completeWechatSignIn, exchangeQuickLoginTicket, wechatReturnOf, type QuickLoginTicket } from '@/features/auth/auth.public';
import { safeRedirect } from '@/shared/session/navigation';
import { sessionStore } from '@/shared/session/session-store';

/** The quick-login link's parameters (spec 4). Written here rather than imported: the contract's file carries zod. */
const QUICK_LOGIN_PARAMS = ['jti', 'rpcid'] as const;

function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

function ticketOf(search: string): QuickLoginTicket | null {
  const params = new URLSearchParams(search);
  const jti = params.get('jti');
  if (jti) return { jti };
  const rpcid = params.get('rpcid');
  return rpcid ? { rpcid } : null;
}

/** What the page shows while a link's ticket or a WeChat return is being exchanged for a session. */
function SigningIn() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="signing-in"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', color: 'rgba(0,0,0,0.55)' }}
    >
      {t('quickLogin.signingIn')}
    </div>
  );
}

/**
 * The spec's quick-login wrapper: a portal link carrying a one-time `jti` or `rpcid` signs the person in (whoever was
 * signed in before) and shows the page without the ticket in the address (replaced, so Back does not offer it again).
 * Spec 4: no token check runs while these are present (Startup). A refused ticket (used, expired, another district's)
 * goes to the sign-in page, with the server's message saying why, and back to the page after signing in there.
 */
export function QuickLoginGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const ticket = ticketOf(location.search);
  const ticketKey = ticket ? JSON.stringify(ticket) : null;

  useEffect(() => {
    if (!ticket) return;
    const target = `${location.pathname}${withoutParams(location.search, QUICK_LOGIN_PARAMS)}${location.hash}`;
    exchangeQuickLoginTicket(ticket)
      .then((loginInfo) => {
        sessionStore.setLoginInfo(loginInfo);
        void navigate(target, { replace: true });
      })
      .catch(() => {
        sessionStore.setLoginInfo(null);
        void navigate(`/login?redirect=${encodeURIComponent(target)}`, { replace: true });
      });
    // The ticket alone decides: the exchange runs once per ticket (the call is shared across re-runs).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticketKey]);

  return ticket ? <SigningIn /> : <Outlet />;
}

/**
 * The spec's WeChat-login wrapper: the return from WeChat's QR page to `/login` (`code` and `state`) of a sign-in this
 * tab started signs the person in and goes on to the page they were going to. A WeChat bound to nobody stays on the
 * sign-in page with the server's message saying how to bind. Any other `code` and `state` pass through untouched.
 */
export function WechatLoginGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const [returned] = useState(() => (location.pathname === '/login' ? wechatReturnOf(location.search) : null));
  const [busy, setBusy] = useState(returned !== null);

  useEffect(() => {
    if (!returned) return;
    completeWechatSignIn(returned.code, returned.state)
      .then((loginInfo) => {
        sessionStore.setLoginInfo(loginInfo);
        void navigate(safeRedirect(returned.redirect), { replace: true });
      })
      .catch(() => {
        void navigate(`/login?redirect=${encodeURIComponent(returned.redirect)}`, { replace: true });
        setBusy(false);
      });
  }, [returned, navigate]);

  return busy ? <SigningIn /> : <Outlet />;
}
