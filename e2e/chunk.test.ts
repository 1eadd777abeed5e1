// Route chunks that fail to load (spec 8: ChunkLoadError, CSS_CHUNK_LOAD_FAILED): the route shows a friendly
// error naming the kind, with a retry that works once the network is back. One server for the file.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './support/server';
import { chooseFromDropdown, screenshot, useBrowserFixture, waitForPath } from './support/web';

const webAssets = path.join(repoRoot, 'apps/web/dist/assets');

/** CSS files of the web build other than the entry's own stylesheet (index-*.css). */
const NOT_ROUTE_STYLESHEETS = /^index-/;

function perRouteStylesheets(): string[] {
  return fs.readdirSync(webAssets).filter((name) => name.endsWith('.css') && !NOT_ROUTE_STYLESHEETS.test(name));
}

/**
 * Waits for the route error page; when it does not come, fails saying what the page shows instead (a blank page
 * has an empty #root).
 */
async function waitForRouteError(page: Page): Promise<void> {
  try {
    await page.locator('[data-testid=route-error]').waitFor({ timeout: 5_000 });
  } catch {
    const seen = await page.evaluate(() => {
      const root = document.getElementById('root');
      return { rootChildren: root?.childElementCount ?? -1, text: (document.body.innerText || '').slice(0, 200) };
    });
    throw new Error(
      `no [data-testid=route-error] on ${page.url()}: #root has ${seen.rootChildren} child element(s)` +
        (seen.rootChildren === 0 ? ' (a blank page)' : `, text: ${JSON.stringify(seen.text)}`),
    );
  }
}

describe('chunk load failures in the browser', () => {
  const fixture = useBrowserFixture({ signInTeacher: true });

  test('the account page chunk fails: route error ChunkLoadError with a retry that recovers', async () => {
    const page = await fixture.openHomeSignedIn();

    const aborted: string[] = [];
    await page.route('**/assets/AccountPage-*.js', (route) => {
      aborted.push(route.request().url());
      return route.abort();
    });
    const reported: string[] = [];
    await page.exposeFunction('__e2eRouteError', (kind: string) => reported.push(kind));
    await page.evaluate(() => {
      window.addEventListener('yanxiu:route-error', (event) => {
        const w = window as unknown as { __e2eRouteError: (kind: string) => void };
        w.__e2eRouteError((event as CustomEvent<{ kind: string }>).detail.kind);
      });
    });

    // Client-side, through the user menu: the app is loaded, only the new page's chunk is missing.
    await chooseFromDropdown(page, 'user-menu', '账号安全');
    const error = page.locator('[data-testid=route-error]');
    try {
      await waitForRouteError(page);
    } finally {
      await screenshot(page, 'chunk-error');
    }
    expect(aborted.length, 'the AccountPage chunk was requested (and aborted)').toBeGreaterThan(0);
    expect(await error.getAttribute('data-error-kind')).toBe('ChunkLoadError');
    expect(new URL(page.url()).pathname).toBe('/pc/account');
    // Still inside the layout: the user can go elsewhere.
    expect(await page.locator('[data-testid=user-menu]').isVisible()).toBe(true);
    const retry = error.getByRole('button');
    expect(await retry.count()).toBeGreaterThan(0);
    expect(await retry.first().textContent()).toMatch(/重\s*试/);
    expect(reported).toContain('ChunkLoadError');

    // The network is back: retry loads the page.
    await page.unroute('**/assets/AccountPage-*.js');
    await retry.first().click();
    await waitForPath(page, '/pc/account');
    await page.locator('input[autocomplete="new-password"]').first().waitFor();
    expect(await page.locator('[data-testid=route-error]').count()).toBe(0);
  });

  test('a page chunk failing on a full load also shows the route error, not a blank page', async () => {
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    await page.route('**/assets/NoticeListPage-*.js', (route) => route.abort());
    await page.goto(`${server.baseUrl}/pc/noticeList`);
    const error = page.locator('[data-testid=route-error]');
    await waitForRouteError(page);
    expect(await error.getAttribute('data-error-kind')).toBe('ChunkLoadError');
  });

  test('index.html asks for the layout and page files of a signed-in page itself (apps/web/vite-route-preload.ts); signed out, for none', async () => {
    const { server } = fixture;
    // The entry never runs here, so only the route preload script can have added the links.
    const preloadedWithoutEntry = async (page: Page) => {
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      // The load event waits for the async preload script to have run.
      await page.goto(`${server.baseUrl}/pc/account`);
      return page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload], link[rel=preload]'),
          (link) => new URL(link.href).pathname,
        ),
      );
    };
    const signedIn = await preloadedWithoutEntry(await fixture.openHomeSignedIn());
    // The layout's module builds into the shell chunk with what it needs (vite.config.ts, the chunk plan's groups).
    expect(
      signedIn.some((file) => /\/assets\/shell-[^/]+\.js$/.test(file)),
      `the layout chunk among ${signedIn.join(' ')}`,
    ).toBe(true);
    expect(
      signedIn.some((file) => /\/assets\/AccountPage-[^/]+\.js$/.test(file)),
      "the page's chunk",
    ).toBe(true);
    const signedOut = await preloadedWithoutEntry(await fixture.replaceContext());
    expect(signedOut.filter((file) => /\/assets\/(shell|AccountPage)-/.test(file))).toEqual([]);
  });

  test('the first pages a teacher opens load no validation library: zod comes with the pages that check input', async () => {
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    // zod's core names its classes with this string; a chunk holding it holds zod.
    const holdsZod = (file: string) => fs.readFileSync(path.join(webAssets, path.basename(file)), 'utf8').includes('$ZodType');
    for (const [route, shown] of [
      ['/pc/home', '[data-testid=current-phase]'],
      ['/pc/studyTime', '[data-testid=study-time]'],
    ] as const) {
      const scripts = new Set<string>();
      const record = (request: { url(): string }) => {
        const file = new URL(request.url()).pathname;
        if (file.startsWith('/pc/assets/') && file.endsWith('.js')) scripts.add(file);
      };
      page.on('request', record);
      await page.goto(`${server.baseUrl}${route}`);
      await page.locator(shown).first().waitFor();
      page.off('request', record);
      expect(scripts.size, `scripts of ${route}`).toBeGreaterThan(0);
      expect([...scripts].filter(holdsZod), `${route}'s scripts holding zod`).toEqual([]);
    }
  });

  test('a stylesheet chunk fails: CSS_CHUNK_LOAD_FAILED', async () => {
    // The signed-in layouts bring antd's static stylesheet with their chunk (app/layouts/StaticStyles.tsx); the app's
    // own CSS is global (index-*.css, loaded by index.html).
    expect(perRouteStylesheets().length, 'the layouts bring a stylesheet of their own').toBeGreaterThan(0);
    const { server } = fixture;
    const page = await fixture.openHomeSignedIn();
    await page.route(/\/assets\/(?!index-)[^/]+\.css$/, (route) => route.abort());
    // A full load (routing turns the browser's cache off), so the layout's stylesheet is requested again and aborted.
    await page.goto(`${server.baseUrl}/pc/account`);
    const error = page.locator('[data-testid=route-error]');
    await waitForRouteError(page);
    expect(await error.getAttribute('data-error-kind')).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});
