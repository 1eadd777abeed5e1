import { afterEach, describe, expect, test } from 'vitest';
import { chunkErrorKind } from './chunk-errors';
import { routeStylesSettled } from './route-styles';

/** A stylesheet link as the route preload script adds it, in the state `settled` names (none: still loading). */
function preloaded(href: string, settled?: 'loaded' | 'failed'): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('data-route-preload', '');
  if (settled) link.setAttribute('data-settled', settled);
  link.href = href;
  document.head.appendChild(link);
  return link;
}

afterEach(() => document.head.querySelectorAll('link[data-route-preload]').forEach((link) => link.remove()));

describe("the route preload's stylesheets, before a route renders", () => {
  test('nothing linked, or all arrived: no wait', async () => {
    await expect(routeStylesSettled()).resolves.toBeUndefined();
    preloaded('/pc/assets/shell-1.css', 'loaded');
    await expect(routeStylesSettled()).resolves.toBeUndefined();
  });

  test('one still loading is waited for', async () => {
    const link = preloaded('/pc/assets/shell-1.css');
    let done = false;
    const waiting = routeStylesSettled().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  test('one that failed, before or while waited for, is a CSS chunk failure (spec 8)', async () => {
    preloaded('/pc/assets/shell-1.css', 'failed');
    const before = await routeStylesSettled().catch((error: unknown) => error);
    expect(chunkErrorKind(before)).toBe('CSS_CHUNK_LOAD_FAILED');
    document.head.querySelector('link')?.remove();
    const link = preloaded('/pc/assets/shell-2.css');
    const waiting = routeStylesSettled().catch((error: unknown) => error);
    link.dispatchEvent(new Event('error'));
    expect(chunkErrorKind(await waiting)).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});
