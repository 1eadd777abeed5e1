import { Outlet } from 'react-router';
import { useSession } from '@/shared/session/session-store';

/**
 * The spec's app-info wrapper: until the first app-info load ends, an empty block; afterwards the page, with
 * app info or (after a failure, which start-up has already warned about) without it.
 */
export function AppInfoGate() {
  const status = useSession((session) => session.appInfoStatus);
  if (status === 'loading') return <div data-testid="app-info-loading" style={{ minHeight: '100vh' }} />;
  return <Outlet />;
}
