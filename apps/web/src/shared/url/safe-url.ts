// Whether an address written by someone else (a redirect parameter, a link in staff-written Markdown) stays where
// we allow. Checked on the address as the browser will read it, not as written: browsers turn `\` into `/` and drop
// tabs and newlines, so `/\evil.example` and `/<tab>/evil.example` are `//evil.example`, another site.

// Any origin will do: it only tells relative addresses, which resolve onto it, from absolute ones.
const BASE = 'https://in-app.invalid';

function parse(address: string): URL | null {
  try {
    return new URL(address.trim(), BASE);
  } catch {
    return null;
  }
}

/** A path of this site (`/my/orders?x=1#y`), as the browser will resolve it; anything leaving the site is not. */
export function isSitePath(address: string): boolean {
  if (!address.trim().startsWith('/')) return false;
  const url = parse(address);
  return url !== null && url.origin === BASE;
}

/** A link a reader may follow from Markdown: a site path, an in-page anchor, http(s) or mailto. */
export function isSafeLink(address: string): boolean {
  const trimmed = address.trim();
  if (trimmed.startsWith('#')) return true;
  if (isSitePath(trimmed)) return true;
  const url = parse(trimmed);
  // Only absolute addresses that say their scheme themselves: a relative `evil` resolving onto BASE is not one.
  return url !== null && url.origin !== BASE && /^(https?:|mailto:)$/.test(url.protocol) && /^(https?:|mailto:)/i.test(trimmed);
}

/** An image source: a site path or https only. */
export function isSafeImage(address: string): boolean {
  const trimmed = address.trim();
  if (isSitePath(trimmed)) return true;
  const url = parse(trimmed);
  return url !== null && url.origin !== BASE && url.protocol === 'https:' && /^https:/i.test(trimmed);
}
