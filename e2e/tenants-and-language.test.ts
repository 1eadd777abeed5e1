// Tenants by hostname (spec 1: the tenant comes from the page's hostname) and the interface language. Districts
// are at <slug>.localhost, which Chromium resolves to this machine. One server for the file.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
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
});
