// Smoke test of the built product: one server process on embedded PGlite, the web app in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { repoRoot, startServer, type RunningServer } from './support/server';
import { requestJson } from './support/api';

const screenshotPath = path.join(repoRoot, 'test-results/smoke-pc.png');

describe('smoke: built server + web app', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // One after the other, so that afterAll can close whichever one started if the other fails.
    browser = await launchBrowser();
    server = await startServer();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('GET /api/health answers code 0', async () => {
    const { status, body } = await requestJson(`${server.baseUrl}/api/health`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: { status: 'ok' } });
  });

  test('GET / redirects to /pc/', async () => {
    const response = await fetch(`${server.baseUrl}/`, { redirect: 'manual' });
    expect([301, 302, 303, 307, 308]).toContain(response.status);
    expect(new URL(response.headers.get('location') ?? '', server.baseUrl).pathname).toBe('/pc/');
  });

  test('/pc/ renders the web app in Chromium', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      // Shown, not failed on: a missing favicon is not worth a red build, but the line helps when debugging.
      // eslint-disable-next-line no-console
      if (message.type() === 'error') console.warn(`[browser console] ${message.text()} ${message.location().url}`);
    });

    try {
      const response = await page.goto(`${server.baseUrl}/pc/`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);

      // React renders after load; give it time to put text (and maybe the tenant's title) in place.
      await expect.poll(() => page.locator('#root').textContent(), { timeout: 20_000 }).toContain('研修');
      await expect.poll(() => page.title(), { timeout: 5_000 }).toContain('研修');
      expect(pageErrors, `uncaught errors in the page:\n${pageErrors.join('\n')}`).toEqual([]);
    } finally {
      fs.mkdirSync(path.dirname(screenshotPath), { recursive: true });
      await page.screenshot({ path: screenshotPath, fullPage: true }).catch(() => undefined);
      await page.close();
    }
  });
});
