import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';
import { routeStylesSettled } from './route-styles';

/** Spec 8: what a failed route chunk is reported as. */
export type ChunkErrorKind = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

const SCRIPT_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;
const STYLE_FAILURE = /Unable to preload CSS|CSS_CHUNK_LOAD_FAILED/i;

/** Names an error of a failed chunk load, or null for any other error. */
export function chunkErrorKind(error: unknown): ChunkErrorKind | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'ChunkLoadError' || error.name === 'CSS_CHUNK_LOAD_FAILED') return error.name;
  if (STYLE_FAILURE.test(error.message)) return 'CSS_CHUNK_LOAD_FAILED';
  if (SCRIPT_FAILURE.test(error.message)) return 'ChunkLoadError';
  return null;
}

function named(kind: ChunkErrorKind, message: string): Error {
  const error = new Error(message);
  error.name = kind;
  return error;
}

/** Loads a chunk, failing as ChunkLoadError after 120 s (spec 9) and naming load failures by kind. */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(named('ChunkLoadError', `chunk did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    const kind = chunkErrorKind(error);
    throw kind ? named(kind, error instanceof Error ? error.message : String(error)) : error;
  } finally {
    clearTimeout(timer);
  }
}

type RouteModule = { Component: ComponentType };

/**
 * A route's `lazy` that never rejects: React Router leaves a route whose `lazy` rejected looking "still loading"
 * (a blank page), so a failed load becomes a component that throws it, which the route's errorElement then shows.
 * It resolves once the stylesheets the route preload linked have arrived too.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): () => Promise<RouteModule> {
  return async () => {
    try {
      const module = await loadChunk(load);
      await routeStylesSettled();
      return { Component: pick(module) };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}
