import type { AppInfo } from '@yanxiu/contract/app-info';
import { STORAGE_KEYS } from '@/shared/config/storage-keys';

type Kept = { hostname: string; appInfo: AppInfo };

/**
 * The tenant's app info as the last page load on this hostname received it. A returning visitor's page starts from it
 * (the session's calls leave at once instead of after the app-info search, issue 19) while the search runs anyway
 * and its answer replaces it. Only what the search answers to anyone is kept: nothing about the user.
 */
export function keptAppInfo(hostname: string): AppInfo | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.appInfo);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<Kept>;
    const info = kept.appInfo;
    // A shape from an older client, or another host's (a shared storage in tests): not used.
    if (
      kept.hostname !== hostname ||
      !info ||
      typeof info.appId !== 'string' ||
      typeof info.signInPolicy !== 'object' ||
      !info.defaultLocale
    )
      return null;
    return info;
  } catch {
    return null;
  }
}

/** Keeps this load's answer for the next; an unknown tenant (null) forgets it. */
export function keepAppInfo(hostname: string, appInfo: AppInfo | null): void {
  try {
    if (appInfo) window.localStorage.setItem(STORAGE_KEYS.appInfo, JSON.stringify({ hostname, appInfo } satisfies Kept));
    else window.localStorage.removeItem(STORAGE_KEYS.appInfo);
  } catch {
    // Storage full or refused (private mode): the next load asks first, as without it.
  }
}
