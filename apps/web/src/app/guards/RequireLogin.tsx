import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store';

/**
 * The spec's login-check wrapper: without login info, go to sign-in and come back afterwards. Someone whose
 * password staff set (a new account, a reset) chooses their own first; then a teacher who has not confirmed their
 * information is sent to confirm it.
 */
export function RequireLogin({
  allowUnconfirmed = false,
  allowPasswordChange = false,
}: {
  allowUnconfirmed?: boolean;
  allowPasswordChange?: boolean;
}) {
  const loginInfo = useSession((session) => session.loginInfo);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!loginInfo) return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  if (loginInfo.mustChangePassword && !allowPasswordChange)
    return <Navigate to={`/changePassword?redirect=${encodeURIComponent(here)}`} replace />;
  if (loginInfo.needConfirm && !allowUnconfirmed) return <Navigate to={`/teacherConfirm?redirect=${encodeURIComponent(here)}`} replace />;
  return <Outlet />;
}
