import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeRedirect } from '@/shared/session/navigation';
import { useSession } from '@/shared/session/session-store';

/**
 * /login and /login/portal for someone already signed in: no form again, straight on to where they were going
 * (`?redirect=`, else home), through the teacher confirmation first while that is owed. Judged when the page is
 * entered: signing in on the page moves on by itself.
 */
export function SignedOutOnly() {
  const loginInfo = useSession((session) => session.loginInfo);
  const [params] = useSearchParams();
  const [signedInOnEntry] = useState(() => loginInfo !== null);
  if (!signedInOnEntry || !loginInfo) return <Outlet />;
  const target = safeRedirect(params.get('redirect'));
  return <Navigate to={loginInfo.needConfirm ? `/teacherConfirm?redirect=${encodeURIComponent(target)}` : target} replace />;
}

/**
 * /teacherConfirm for a teacher who has confirmed already: straight on to where they were going. Judged when the
 * page is entered: confirming on the page moves on by itself (with its message).
 */
export function UnconfirmedOnly() {
  const needConfirm = useSession((session) => session.loginInfo?.needConfirm ?? false);
  const [params] = useSearchParams();
  const [confirmedOnEntry] = useState(() => !needConfirm);
  if (!confirmedOnEntry) return <Outlet />;
  return <Navigate to={safeRedirect(params.get('redirect'), '/teacherConfirm')} replace />;
}
