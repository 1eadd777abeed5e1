/**
 * A query string with some parameters set (or removed when empty). Any change but the page goes back to page 1,
 * as the old page may not exist in the new list.
 */
export function patchSearchParams(params: URLSearchParams, change: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}
