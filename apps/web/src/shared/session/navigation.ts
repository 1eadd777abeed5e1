import { isSitePath } from '@/shared/url/safe-url';

/** The app's base path (spec 9). */
export const BASE_PATH = '/pc';
export const LOGIN_PATHS = ['/login', '/login/portal'] as const;

type Navigate = (path: string) => void;

// The router registers itself here so code outside React (the request layer, the session store) can navigate.
// Start-up's calls begin before React renders (app/startup-calls.ts): a navigation asked for before the router is
// there waits for it, rather than reloading the page and losing what the page was about to say (a 1001's toast).
let navigateTo: Navigate | undefined;
let pending: string | undefined;

export function setNavigator(navigate: Navigate): void {
  navigateTo = navigate;
  const waiting = pending;
  pending = undefined;
  if (waiting !== undefined) navigate(waiting);
}

export function navigate(path: string): void {
  if (navigateTo) navigateTo(path);
  else pending = path;
}

/** The current path inside the app, without the base path. */
export function currentAppPath(): string {
  const { pathname } = window.location;
  return pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) || '/' : pathname;
}

export function isLoginPath(path: string): boolean {
  return (LOGIN_PATHS as readonly string[]).includes(path.replace(/\/$/, '') || '/');
}

/** Spec 2: on the selection-apply page login info is not saved to storage. */
export function isSelectionApplyPath(path: string): boolean {
  return /^\/mySelection\/apply\/[^/]+\/?$/.test(path);
}

/**
 * Where to go after sign-in or confirmation: only a path inside the app (never another site, never `//host`),
 * and never back to a page the user has just finished; otherwise home.
 */
export function safeRedirect(value: string | null, finished?: string): string {
  const inside = value !== null && isSitePath(value);
  return inside && !(finished && value.startsWith(finished)) ? value : '/home';
}
