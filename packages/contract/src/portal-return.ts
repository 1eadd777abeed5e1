/**
 * Where a sign-in through the portal may return: a path of this web app on the same origin. Kept free of zod, since
 * the sign-in page uses it at run time and carries no zod.
 */

/** The page a sign-in returns to when none (or an unsafe one) was asked for. */
export const PORTAL_DEFAULT_RETURN = '/pc/';

/** The longest return path kept. */
export const PORTAL_RETURN_MAX = 1024;

/**
 * True for a same-origin path under `/pc/`: no scheme, no `//host`, no backslash (browsers read `/\host` as another
 * host) and no control characters, so the return can never leave the site.
 */
export function isSafeReturnPath(path: string): boolean {
  if (path.length === 0 || path.length > PORTAL_RETURN_MAX) return false;
  if (!path.startsWith('/pc/') && path !== '/pc') return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return !path.startsWith('//');
}
