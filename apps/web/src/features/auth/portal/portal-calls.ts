import { fillPath, CorePaths } from '@yanxiu/contract/paths-core';
import { isSafeReturnPath } from '@yanxiu/contract/portal-return';
import type { PortalLogout, PortalSignedIn, PortalStart, PortalStatus } from '@yanxiu/contract/portal-sign-in';
import { request } from '@/shared/request/request';

/** The page the portal sends the browser back to (registered at the portal as `<origin>/pc/login/portal`). */
export const PORTAL_CALLBACK_PATH = '/pc/login/portal';
// sessionStorage: the binding lives only in the tab that started the sign-in, so a callback opened elsewhere fails.
const BINDING_KEY = 'yanxiu.portalBinding';
// localStorage: the session was opened through the portal, so logging out ends the portal's session too.
const PORTAL_SESSION_KEY = 'yanxiu.portalSession';

/** Whether the tenant offers portal sign-in. */
export function fetchPortalStatus(): Promise<PortalStatus> {
  return request<PortalStatus>(CorePaths.portalStatus, { skipErrorHandler: true });
}

/** Starts a sign-in at the portal and sends the browser there; `target` is the app path to show afterwards. */
export async function goToPortal(target: string): Promise<void> {
  const returnTo = `/pc${target}`;
  const start = await request<PortalStart>(CorePaths.portalStart, {
    method: 'POST',
    body: { redirectUri: `${window.location.origin}${PORTAL_CALLBACK_PATH}`, ...(isSafeReturnPath(returnTo) ? { returnTo } : {}) },
    skipErrorHandler: true,
  });
  window.sessionStorage.setItem(BINDING_KEY, start.binding);
  window.location.assign(start.authorizationUrl);
}

/** Whether the address is the portal sending the browser back (with a code, or an error). */
export function isPortalCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** Completes the sign-in the portal sent the browser back from; answers the login info and the app path to go to. */
export async function completePortalSignIn(search: string): Promise<PortalSignedIn> {
  const binding = window.sessionStorage.getItem(BINDING_KEY) ?? '';
  window.sessionStorage.removeItem(BINDING_KEY);
  const signedIn = await request<PortalSignedIn>(CorePaths.portalCallback, {
    method: 'POST',
    body: { callbackQuery: search, binding },
    skipErrorHandler: true,
  });
  window.localStorage.setItem(PORTAL_SESSION_KEY, signedIn.loginInfo.tokenId);
  return { ...signedIn, returnTo: signedIn.returnTo.replace(/^\/pc(?=\/|$)/, '') || '/' };
}

/**
 * Ends a session opened through the portal (ours at once) and answers where the portal ends its own, or null when the
 * session was not the portal's (the caller then uses the ordinary logout).
 */
export async function endPortalSession(tokenId: string): Promise<string | null | undefined> {
  if (window.localStorage.getItem(PORTAL_SESSION_KEY) !== tokenId) return undefined;
  window.localStorage.removeItem(PORTAL_SESSION_KEY);
  try {
    const out = await request<PortalLogout>(fillPath(CorePaths.portalLogout, { tokenId }), { method: 'POST', skipErrorHandler: true });
    return out.endSessionUrl;
  } catch {
    return undefined;
  }
}
