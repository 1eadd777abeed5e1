import { useSyncExternalStore } from 'react';

// A language's texts that did not load (i18n.ts) are a chunk that did not load, shown as every other one is: the route
// error page naming ChunkLoadError, whose retry loads the page again, in the chosen language (spec 8). The switch
// happens outside rendering (a click, start-up), so the error is kept here and thrown by the app's root route.

let failure: unknown = null;
const listeners = new Set<() => void>();

export function reportCatalogueFailure(error: unknown): void {
  failure = error;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Throws a failed catalogue load into rendering, where the route's error element shows it. */
export function useCatalogueFailure(): void {
  const error = useSyncExternalStore(subscribe, () => failure);
  if (error) throw error;
}

/** Forgets a reported failure (tests render the app more than once per module). */
export function resetCatalogueFailure(): void {
  failure = null;
}
