// Tenants by hostname (spec 1: the tenant comes from the page's hostname) and the interface language. Districts
// are at <slug>.localhost, which Chromium resolves to this machine. One server for the file.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './support/server';
import {
  chooseLanguage,
  screenshot,
  signIn,
  storedLoginInfo,
  STORAGE,
  submitLogin,
  tenantOrigin,
  useBrowserFixture,
  waitForHome,
  waitForPath,
} from './support/web';

/** The English interface texts' chunk (apps/web/src/shared/i18n/en-US.ts, loaded on demand). */
const ENGLISH_TEXTS = /\/assets\/en-US-[^/]+\.js$/;
/** A text only the English catalogue has. */
const ENGLISH_ONLY = 'Sign in to Yanxiu';
/** The web build the server serves (WEB_DIST_DIR, as apps/server/src/web-app.ts reads it). */
const webDist = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist');

/** The JavaScript files the entry needs before it runs: the entry chunk and its static imports (Vite's manifest). */
function entryFiles(): string[] {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(visit);
  return [...files];
}

/** Every text the sign-in form's submit button has shown since the page began loading (recorded from the first script on). */
async function recordSubmitTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __submitTexts: string[] }).__submitTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('form button[type="submit"]')?.textContent?.replace(/\s/g, '');
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __submitTexts: string[] }).__submitTexts);
}

const TENANTS = {
  dongcheng: { appId: 'yx110101', name: '东城区教师研修平台' },
  haidian: { appId: 'yx110108', name: '海淀区教师研修平台' },
} as const;

describe('tenants and language in the browser', () => {
  const fixture = useBrowserFixture();

  const tenantName = (target: Page) => target.locator('[data-testid=tenant-name]').first();

  test('each district shows its own name on the login page and after sign-in', async () => {
    const { page, server } = fixture;
    for (const [slug, tenant] of Object.entries(TENANTS)) {
      const origin = tenantOrigin(server.port, slug);
      await page.goto(`${origin}/pc/login`);
      await page.locator('input[autocomplete="username"]').waitFor();
      await expect.poll(() => tenantName(page).textContent(), { timeout: 10_000 }).toBe(tenant.name);
      expect(await page.locator('[data-testid=tenant-logo]').first().getAttribute('src')).toBeTruthy();
      await submitLogin(page, 'teacher');
      await waitForPath(page, '/pc/home');
      await waitForHome(page);
      expect(await tenantName(page).textContent()).toBe(tenant.name);
      const session = await storedLoginInfo(page);
      expect(session?.appId, `${slug}: the session belongs to the district`).toBe(tenant.appId);
      await expect.poll(() => page.title()).toContain(tenant.name);
    }
  });

  test('a sign-in on one district does not work on another', async () => {
    const { page, server } = fixture;
    const dongcheng = tenantOrigin(server.port, 'dongcheng');
    const haidian = tenantOrigin(server.port, 'haidian');
    await signIn(page, dongcheng, 'teacher');
    await waitForHome(page);
    const session = await storedLoginInfo(page);
    expect(session?.appId).toBe(TENANTS.dongcheng.appId);

    // Another origin, another storage: haidian asks for a sign-in.
    await page.goto(`${haidian}/pc/home`);
    await waitForPath(page, '/pc/login');
    await expect.poll(() => tenantName(page).textContent()).toBe(TENANTS.haidian.name);

    // Even with dongcheng's login info copied into haidian's storage, haidian's server refuses it and the app
    // ends on haidian's login page.
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [STORAGE.loginInfo, JSON.stringify(session)]);
    const refused = await page.evaluate(
      async ({ tokenId, token, appId }) => {
        const response = await fetch(`/api/oauthService/checkToken/${tokenId}?appId=${appId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.status;
      },
      { tokenId: session!.tokenId, token: session!.access_token, appId: TENANTS.haidian.appId },
    );
    expect(refused, "haidian's checkToken with dongcheng's token").toBe(401);
    await page.goto(`${haidian}/pc/home`);
    await waitForPath(page, '/pc/login');
    expect(await storedLoginInfo(page)).toBeNull();
    expect(await page.locator('[data-testid=teacher-info]').count()).toBe(0);

    // And dongcheng's own session is untouched.
    await page.goto(`${dongcheng}/pc/home`);
    await waitForHome(page);
  });

  test('switching to English changes the texts, survives a reload and sign-in, and switches back', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/login`);
    const submit = page.locator('form button[type="submit"]');
    await submit.waitFor();
    expect((await submit.textContent())?.replace(/\s/g, '')).toBe('登录');

    await chooseLanguage(page, 'English');
    await expect.poll(async () => (await submit.textContent())?.trim()).toBe('Sign in');
    expect(await page.locator('h1').first().textContent()).toBe('Sign in to Yanxiu');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await screenshot(page, 'login-en');

    await page.reload();
    await submit.waitFor();
    expect((await submit.textContent())?.trim(), 'English after a reload').toBe('Sign in');

    await submitLogin(page, 'teacher');
    await waitForPath(page, '/pc/home');
    const info = await waitForHome(page);
    expect(info).toContain('My information');
    expect(info).toContain('Organisation');
    const header = page.locator('.ant-layout-header');
    await expect.poll(() => header.textContent()).toContain('Home');
    expect(await page.locator('h3').first().textContent()).toContain('Hello');
    expect(await page.locator('[data-testid=tenant-name]').first().textContent()).not.toMatch(/[\u4e00-\u9fff]/);
    await page.locator('[data-testid=current-phase]').waitFor();
    await screenshot(page, 'home-en');

    await chooseLanguage(page, '简体中文');
    await expect.poll(() => header.textContent()).toContain('首页');
    expect(await page.locator('h3').first().textContent()).toContain('您好');
    expect(await page.locator('[data-testid=teacher-info]').textContent()).toContain('我的信息');
    await page.reload();
    await waitForHome(page);
    await expect.poll(() => header.textContent()).toContain('首页');
    expect(await header.textContent()).not.toContain('Home');
    await page.locator('[data-testid=current-phase]').waitFor();
    await screenshot(page, 'home-zh');
  });

  test('the entry carries only the Chinese texts: a Chinese visitor never fetches English, choosing it fetches it once', async () => {
    const entry = entryFiles();
    expect(entry.length).toBeGreaterThan(0);
    const carrying = entry.filter((file) => fs.readFileSync(path.join(webDist, file), 'utf8').includes(ENGLISH_ONLY));
    expect(carrying, 'entry files holding English texts').toEqual([]);

    const { page, server } = fixture;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (ENGLISH_TEXTS.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.goto(`${server.baseUrl}/pc/login`);
    const submit = page.locator('form button[type="submit"]');
    await expect.poll(async () => (await submit.textContent())?.replace(/\s/g, '')).toBe('登录');
    expect(fetched, 'English fetched by a Chinese page').toEqual([]);

    await chooseLanguage(page, 'English');
    await expect.poll(async () => (await submit.textContent())?.trim()).toBe('Sign in');
    await chooseLanguage(page, '简体中文');
    await expect.poll(async () => (await submit.textContent())?.replace(/\s/g, '')).toBe('登录');
    await chooseLanguage(page, 'English');
    await expect.poll(async () => (await submit.textContent())?.trim()).toBe('Sign in');
    expect(fetched).toHaveLength(1);
  });

  test("the first render is in the language of the page: English for who chose it, the district's Chinese for an English browser", async () => {
    const { server } = fixture;
    const page = await fixture.replaceContext({ locale: 'en-US' });
    const submitTexts = await recordSubmitTexts(page);
    const english: string[] = [];
    page.on('request', (request) => {
      if (ENGLISH_TEXTS.test(new URL(request.url()).pathname)) english.push(request.url());
    });
    await page.goto(`${server.baseUrl}/pc/login`);
    const submit = page.locator('form button[type="submit"]');
    await expect.poll(async () => (await submit.textContent())?.replace(/\s/g, '')).toBe('登录');
    expect(await submitTexts(), 'the district speaks Chinese; no language chosen').toEqual(['登录']);
    // A first visit: the browser's English is only a guess until the district's language is known.
    expect(english, 'English fetched for an English browser on a Chinese district').toEqual([]);

    await page.evaluate((key) => window.localStorage.setItem(key, 'en-US'), STORAGE.locale);
    await page.reload();
    await expect.poll(async () => (await submit.textContent())?.trim()).toBe('Sign in');
    expect(await page.locator('h1').first().textContent()).toBe(ENGLISH_ONLY);
    expect(await submitTexts(), 'English chosen').toEqual(['Signin']);
  });

  test('the English texts failing to load show the route error (ChunkLoadError); its retry loads them', async () => {
    const { page, server } = fixture;
    await page.route(ENGLISH_TEXTS, (route) => route.abort());
    await page.goto(`${server.baseUrl}/pc/login`);
    const submit = page.locator('form button[type="submit"]');
    await expect.poll(async () => (await submit.textContent())?.replace(/\s/g, '')).toBe('登录');

    await chooseLanguage(page, 'English');
    const error = page.locator('[data-testid=route-error]');
    await error.waitFor();
    expect(await error.getAttribute('data-error-kind')).toBe('ChunkLoadError');
    const retry = error.getByRole('button');
    expect((await retry.textContent())?.replace(/\s/g, ''), 'still in Chinese').toBe('重试');
    await screenshot(page, 'language-chunk-error');

    await page.unroute(ENGLISH_TEXTS);
    await retry.click();
    await expect.poll(async () => (await submit.textContent())?.trim()).toBe('Sign in');
    expect(await page.locator('[data-testid=route-error]').count()).toBe(0);
  });
});
