// Signing in and out through the real login page (spec 2 login wrapper, spec 4 logout, spec 8 messages), on the
// built server and a real Chromium. One server for the file: each test uses its own account, so the sign-in
// counters of one test never reach another's (lock after 3 failures here, no slow-down).
import { describe, expect, test } from 'vitest';
import { apiCall, pathOf, screenshot, signIn, storedLoginInfo, submitLogin, useBrowserFixture, waitForHome, waitForPath, chooseFromDropdown } from './support/web';

describe('auth: sign in and out in the browser', () => {
  // No slow-down (it would make the lock test wait), and a lock after 3 failures of one account name.
  const fixture = useBrowserFixture({ env: { LOGIN_SLOW_AFTER: '100', LOGIN_LOCK_AFTER: '3', LOGIN_LOCK_MINUTES: '15' } });

  test('the teacher signs in and lands on /pc/home showing 王芳', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/login`);
    await page.locator('input[autocomplete="username"]').waitFor();
    await screenshot(page, 'login-zh');
    await submitLogin(page, 'teacher');
    await waitForPath(page, '/pc/home');
    expect(await waitForHome(page)).toBeTruthy();
    await page.locator('[data-testid=user-menu]').getByText('王芳').waitFor();
    expect(await page.locator('h3', { hasText: '王芳' }).count()).toBeGreaterThan(0);
    const info = await storedLoginInfo(page);
    expect(info).toMatchObject({ appId: 'yxdemo' });
    expect(info?.access_token).toBeTruthy();
  });

  test('signing out through the user menu ends the session: login page, storage cleared, token refused', async () => {
    const { page, server } = fixture;
    await signIn(page, server.baseUrl, 'teacher');
    await waitForHome(page);
    const session = await storedLoginInfo(page);
    expect(session).not.toBeNull();
    expect((await apiCall(server.baseUrl, `/oauthService/checkToken/${session!.tokenId}`, session!)).status).toBe(200);

    await chooseFromDropdown(page, 'user-menu', '退出登录');
    await waitForPath(page, '/pc/login');
    await page.locator('input[autocomplete="username"]').waitFor();
    expect(await storedLoginInfo(page)).toBeNull();

    const after = await apiCall(server.baseUrl, `/oauthService/checkToken/${session!.tokenId}`, session!);
    expect(after.status, JSON.stringify(after.body)).toBe(401);
    expect(after.body).toMatchObject({ status: 1001 });

    // And the app does not let the signed-out browser back in.
    await page.goto(`${server.baseUrl}/pc/home`);
    await waitForPath(page, '/pc/login');
  });

  test('a wrong password shows the error and stays on the login page', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/login`);
    await submitLogin(page, 'backbone', 'not-the-password');
    const error = page.locator('[data-testid=login-error]');
    await error.waitFor({ timeout: 10_000 });
    expect(await error.textContent()).toContain('用户名或密码错误');
    expect(new URL(page.url()).pathname).toBe('/pc/login');
    expect(await storedLoginInfo(page)).toBeNull();
  });

  test('repeated failures lock the account and the login page says so, even with the right password', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/login`);
    const error = page.locator('[data-testid=login-error]');
    const texts: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await submitLogin(page, 'expert', `wrong-${attempt}`);
      await error.waitFor({ timeout: 10_000 });
      texts.push((await error.textContent()) ?? '');
      // Typing hides the old error (onValuesChange), so the next wait sees the new one.
      await page.locator('input[autocomplete="username"]').fill('');
    }
    // The third failure reaches LOGIN_LOCK_AFTER=3: either it already answers "locked", or the next one does.
    await submitLogin(page, 'expert');
    await error.waitFor({ timeout: 10_000 });
    const locked = (await error.textContent()) ?? '';
    expect(locked, `messages: ${JSON.stringify([...texts, locked])}`).toContain('锁定');
    expect(texts[0]).toContain('用户名或密码错误');
    expect(new URL(page.url()).pathname).toBe('/pc/login');
    expect(await storedLoginInfo(page)).toBeNull();
  });

  test('signed out, /pc/home goes to /pc/login?redirect=... and signing in returns to the target', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/pc/account`);
    await waitForPath(page, '/pc/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account');

    await page.goto(`${server.baseUrl}/pc/home`);
    await waitForPath(page, '/pc/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/home');

    // A deeper target with its own query string survives the round trip.
    await page.goto(`${server.baseUrl}/pc/noticeList?page=2`);
    await waitForPath(page, '/pc/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/noticeList?page=2');
    await submitLogin(page, 'school_admin');
    await waitForPath(page, '/pc/noticeList');
    expect(pathOf(page)).toBe('/pc/noticeList?page=2');
    await page.locator('[data-testid=feature-unavailable]').waitFor();
  });
});
