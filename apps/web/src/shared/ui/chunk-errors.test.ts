import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { chunkErrorKind, lazyRoute, loadChunk } from './chunk-errors';

describe('chunkErrorKind (spec 8)', () => {
  test.each([
    // Chromium, Firefox and Safari phrase a failed dynamic import differently.
    [new TypeError('Failed to fetch dynamically imported module: https://x.test/pc/assets/HomePage-3f2a.js'), 'ChunkLoadError'],
    [new TypeError('error loading dynamically imported module: https://x.test/pc/assets/HomePage-3f2a.js'), 'ChunkLoadError'],
    [new TypeError('Importing a module script failed.'), 'ChunkLoadError'],
    // Vite's preload helper when a page's stylesheet does not load.
    [new Error('Unable to preload CSS for /pc/assets/HomePage-9c1d.css'), 'CSS_CHUNK_LOAD_FAILED'],
  ])('%s is %s', (error, kind) => {
    expect(chunkErrorKind(error)).toBe(kind);
  });

  test('errors already named by kind keep their kind', () => {
    const script = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    const style = Object.assign(new Error('x'), { name: 'CSS_CHUNK_LOAD_FAILED' });
    expect(chunkErrorKind(script)).toBe('ChunkLoadError');
    expect(chunkErrorKind(style)).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  test.each([
    new Error('Cannot read properties of undefined (reading "map")'),
    new TypeError('Failed to fetch'),
    'Failed to fetch dynamically imported module',
    null,
    undefined,
  ])('%s is not a chunk failure', (error) => {
    expect(chunkErrorKind(error)).toBeNull();
  });
});

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  test('resolves with the module and leaves no timer behind', async () => {
    const module = { default: 'HomePage' };
    await expect(loadChunk(async () => module, 50)).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a chunk that does not arrive in time fails as ChunkLoadError', async () => {
    let settled = false;
    const loading = loadChunk(() => new Promise<never>(() => undefined), 50).finally(() => {
      settled = true;
    });
    const failed = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError' });

    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  test('the default timeout is the 120 s of spec 9', async () => {
    let settled = false;
    const loading = loadChunk(() => new Promise<never>(() => undefined)).finally(() => {
      settled = true;
    });
    const failed = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError' });

    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  test('a failed script import is renamed ChunkLoadError and keeps its message', async () => {
    const message = 'Failed to fetch dynamically imported module: https://x.test/pc/assets/HomePage-3f2a.js';
    const error = await loadChunk(() => Promise.reject(new TypeError(message)), 50).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a failed stylesheet is renamed CSS_CHUNK_LOAD_FAILED', async () => {
    const message = 'Unable to preload CSS for /pc/assets/HomePage-9c1d.css';
    await expect(loadChunk(() => Promise.reject(new Error(message)), 50)).rejects.toMatchObject({ name: 'CSS_CHUNK_LOAD_FAILED', message });
  });

  test('any other failure passes through unchanged', async () => {
    const bug = new RangeError('boom');
    await expect(loadChunk(() => Promise.reject(bug), 50)).rejects.toBe(bug);
  });
});

describe('lazyRoute', () => {
  test('gives the component of a loaded chunk', async () => {
    const Page = () => null;
    const route = await lazyRoute(
      async () => ({ default: Page }),
      (module) => module.default,
    )();
    expect(route.Component).toBe(Page);
  });

  test('never rejects: a failed chunk becomes a component that throws it, for the errorElement to show', async () => {
    const route = await lazyRoute(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /pc/assets/AccountPage-x.js')),
      (module: { default: () => null }) => module.default,
    )();
    let thrown: unknown;
    try {
      (route.Component as () => null)();
    } catch (error) {
      thrown = error;
    }
    expect(chunkErrorKind(thrown)).toBe('ChunkLoadError');
  });
});
