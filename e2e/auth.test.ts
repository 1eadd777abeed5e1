// Signing in and out through the real login page (spec 2 login wrapper, spec 4 logout, spec 8 messages), on the
// built server and a real Chromium. One server for the file: each test uses its own account, so the sign-in
// counters of one test never reach another's (a challenge after 3 failures of one name here, no slow-down).
import { describe, expect, test } from 'vitest';
import {
  apiCall,
  pathOf,
  screenshot,
  signIn,
  storedLoginInfo,
  submitLogin,
  useBrowserFixture,
  waitForHome,
  waitForPath,
  chooseFromDropdown,
  watchErrors,
} from './support/web';

const INTRANET_HOST = 'yanxiu.intranet.test';

describe('auth: sign in and out in the browser', () => {
  // No slow-down (it would make the challenge test wait), a challenge after 3 failures of one account name, and a
  // cheap one to solve; the demo tenant is also served at a plain-http intranet name (see support/browser.ts).
  const fixture = useBrowserFixture({
    env: {
      LOGIN_SLOW_AFTER: '100',
      LOGIN_CHALLENGE_AFTER: '3',
      LOGIN_CHALLENGE_COST: '1',
      LOGIN_CHALLENGE_MAX_NUMBER: '1000',
      TEST_HOST: INTRANET_HOST,
    },
  });

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

  // The account name is never locked (anyone could keep a user out that way): after repeated failures, the failing
  // browser must solve a proof-of-work challenge (1008). The page fetches one, solves it in workers (ALTCHA's solver,
  // under the server's Content-Security-Policy) and signs in without the user doing anything. Here over plain http
  // at an intranet name, where the browser offers no Web Crypto, so the workers' plain JavaScript PBKDF2 does it.
  test('after repeated failures, the right password still signs in over plain http: the page solves the challenge on the way', async () => {
    const { page } = fixture;
    const baseUrl = fixture.server.baseUrl.replace('localhost', INTRANET_HOST);
    const problems = watchErrors(page);
    const challenges: string[] = [];
    const solutions: Array<string | undefined> = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/oauthService/loginChallenge') challenges.push(request.method());
      if (pathname === '/api/oauthService/login')
        solutions.push((request.postDataJSON() as { challengeSolution?: string }).challengeSolution);
    });
    await page.goto(`${baseUrl}/pc/login`);
    expect(await page.evaluate(() => [window.isSecureContext, typeof window.crypto.subtle])).toEqual([false, 'undefined']);
    const error = page.locator('[data-testid=login-error]');
    const texts: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await submitLogin(page, 'expert', `wrong-${attempt}`);
      await error.waitFor({ timeout: 10_000 });
      texts.push((await error.textContent()) ?? '');
      // Typing hides the old error, so the next wait sees the new one.
      await page.locator('input[autocomplete="username"]').fill('');
    }
    expect(texts).toEqual(Array(3).fill(expect.stringContaining('用户名或密码错误')));
    expect(challenges).toEqual([]);

    // The third failure reached LOGIN_CHALLENGE_AFTER=3 and this browser's address has been failing: the server asks
    // for a challenge; the page says it is verifying, solves it and sends the same credentials with the solution.
    await submitLogin(page, 'expert');
    await page.locator('[data-testid=login-verifying]', { hasText: '正在进行人机验证…' }).waitFor({ timeout: 10_000 });
    await waitForPath(page, '/pc/home');
    await waitForHome(page);
    expect(challenges).toEqual(['GET']);
    // Three failures and the attempt that was asked, all without a solution; then the one with it.
    expect(solutions.map((solution) => solution !== undefined)).toEqual([false, false, false, false, true]);
    const payload = JSON.parse(Buffer.from(solutions[4]!, 'base64').toString('utf8')) as {
      challenge: { parameters: { algorithm: string } };
      solution: { counter: number };
    };
    expect(payload.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(payload.solution.counter).toBeGreaterThan(0);
    expect(await storedLoginInfo(page)).toMatchObject({ appId: 'yxdemo' });
    // Nothing refused by the Content-Security-Policy (a blocked worker or style is reported as a console error); the
    // refused sign-ins themselves are logged as failed loads.
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
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
    await page.locator('[data-testid=notice-search]').waitFor();
  });
});
