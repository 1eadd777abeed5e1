import { useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { AppShell } from '@/shared/ui/AppShell';

/**
 * The spec's app-info wrapper: until the first app-info load ends, the start-up shell; afterwards the page, with
 * app info or (after a failure, which start-up has already warned about) without it.
 */
export function AppInfoGate() {
  // Deferred: the store's change re-renders at once with the shell still showing, and the whole page then renders
  // in the background in slices (a store update alone would render it in one long, blocking task).
  const status = useDeferredValue(useSession((session) => session.appInfoStatus));
  if (status === 'loading') return <AppShell testId="app-info-loading" />;
  return <Outlet />;
}
