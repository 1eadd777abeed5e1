import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session-store';

/**
 * The spec's login-check wrapper: without login info, go to sign-in and come back afterwards; a teacher who has
 * not confirmed their information is sent to confirm it first.
 */
export function RequireLogin({ allowUnconfirmed = false }: { allowUnconfirmed?: boolean }) {
  const loginInfo = useSession((session) => session.loginInfo);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!loginInfo) return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  if (loginInfo.needConfirm && !allowUnconfirmed) return <Navigate to={`/teacherConfirm?redirect=${encodeURIComponent(here)}`} replace />;
  return <Outlet />;
}
