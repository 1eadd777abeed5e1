import { IDLE_LOGOUT_ROLE } from '@yanxiu/contract/roles';
import { IDLE_CHECK_INTERVAL_MS, IDLE_TIMEOUT_MS } from '../config/constants';
import { STORAGE_KEYS } from '../config/storage-keys';

/**
 * Spec 4: only for holders of APPY313 — the last activity is stored on each mouse press and checked every 60 s;
 * past the tenant's idle minutes (app info's sign-in policy; 15 by default, spec 9) `onIdle` runs once. Storage (not
 * memory) holds the time so several tabs share it. Returns a function that stops watching.
 */
export function watchIdleLogout(roles: readonly string[], onIdle: () => void, idleMinutes?: number): () => void {
  const timeoutMs = idleMinutes && idleMinutes > 0 ? idleMinutes * 60_000 : IDLE_TIMEOUT_MS;
  if (!roles.includes(IDLE_LOGOUT_ROLE)) return () => undefined;
  const markActive = () => window.localStorage.setItem(STORAGE_KEYS.lastActiveAt, String(Date.now()));
  markActive();
  window.addEventListener('mousedown', markActive, true);
  const timer = window.setInterval(() => {
    const last = Number(window.localStorage.getItem(STORAGE_KEYS.lastActiveAt) ?? Date.now());
    if (Date.now() - last > timeoutMs) {
      stop();
      onIdle();
    }
  }, IDLE_CHECK_INTERVAL_MS);
  function stop() {
    window.clearInterval(timer);
    window.removeEventListener('mousedown', markActive, true);
  }
  return stop;
}
