import { SERVER_LOADER_ELEMENT_ID, type EmbeddedServerLoad } from '@yanxiu/contract/server-loader';

let embedded: EmbeddedServerLoad | null | undefined;

/** The data the server embedded in this page load's HTML (read and removed once), or null. */
function readEmbedded(): EmbeddedServerLoad | null {
  if (embedded !== undefined) return embedded;
  const element = document.getElementById(SERVER_LOADER_ELEMENT_ID);
  embedded = null;
  if (!element) return embedded;
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as EmbeddedServerLoad;
    if (typeof parsed.route === 'string' && typeof parsed.path === 'string') embedded = parsed;
  } catch {
    // An element that does not parse is ignored: the page asks __serverLoader.
  }
  return embedded;
}

/**
 * What the server embedded for this route and path when it has this status, taken once: the first page of a load
 * uses it instead of asking, and a later visit (the data may have changed since) asks __serverLoader like any other.
 */
export function takeEmbeddedLoad<S extends EmbeddedServerLoad['status']>(
  route: string,
  path: string,
  status: S,
): Extract<EmbeddedServerLoad, { status: S }> | undefined {
  const load = readEmbedded();
  if (!load || load.route !== route || load.path !== path || load.status !== status) return undefined;
  embedded = null;
  return load as Extract<EmbeddedServerLoad, { status: S }>;
}

/** Forgets what was read, so a test can embed again. */
export function resetEmbeddedLoad(): void {
  embedded = undefined;
}
