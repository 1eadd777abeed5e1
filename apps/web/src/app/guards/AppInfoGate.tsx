import { Outlet } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { AppShell } from '@/shared/ui/AppShell';

/**
 * The spec's app-info wrapper: until the first app-info load ends, the start-up shell; afterwards the page, with
 * app info or (after a failure, which start-up has already warned about) without it.
 */
export function AppInfoGate() {
  const status = useSession((session) => session.appInfoStatus);
  if (status === 'loading') return <AppShell testId="app-info-loading" />;
  return <Outlet />;
}
