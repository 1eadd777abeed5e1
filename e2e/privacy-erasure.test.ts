// Erasure on request end to end in Chromium (issue 43). A teacher asks on their privacy page, confirming it cannot be
// undone; the district admin approves it from the erasure queue with a reason; the server's job erases the account,
// and the teacher's open page is signed out at its next call and cannot sign in again. One server, a fresh database.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { login, requestJson } from './support/api';
import {
  apiCall,
  openPageAs,
  PASSWORD,
  screenshot,
  signedInContext,
  useBrowserFixture,
  waitForPath,
  waitForToast,
  watchErrors,
} from './support/web';

describe('erasure on request: the teacher asks, the district admin approves, the teacher is signed out for good', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  test('asks, approves, erases, ends the session', { timeout: 120_000 }, async () => {
    const base = fixture.server.baseUrl;
    try {
      const session = await login(base, { username: 'teacher', password: PASSWORD });
      const context = await signedInContext(fixture.browser, base, session);
      contexts.push(context);
      const teacher = await context.newPage();
      const errors = watchErrors(teacher);
      await teacher.goto(`${base}/pc/my/privacy/erasure`);
      await teacher.locator('[data-testid=erasure-empty]').waitFor();
      expect(await teacher.title()).toContain('注销个人数据');
      await teacher.locator('[data-testid=erasure-reason]').fill('已调离本区');
      // Nothing is sent until the teacher confirms.
      expect(await teacher.locator('[data-testid=erasure-submit]').isDisabled()).toBe(true);
      await teacher.locator('[data-testid=erasure-confirm]').check();
      await teacher.locator('[data-testid=erasure-submit]').click();
      await waitForToast(teacher, '注销申请已提交');
      await teacher.getByText('待审核').first().waitFor();

      const admin = await openPageAs(fixture.browser, base, contexts, 'district_admin', '/manage/privacy/erasure');
      const approve = admin.locator('[data-testid^=erasure-approve-]').first();
      await approve.waitFor();
      await approve.click();
      await admin.locator('[data-testid=erasure-decision-reason]').fill('核实无误，同意注销');
      await admin.locator('[data-testid=erasure-decision-ok]').click();
      await waitForToast(admin, '已处理');

      // The job runs after the approval commits: the teacher's session ends with it.
      await expect
        .poll(async () => (await apiCall(base, '/privacy/erasure/mine', session)).status, {
          timeout: 60_000,
          message: 'the erasure job ends the teacher’s session',
        })
        .toBe(401);
      // The open page is sent to sign-in at its next call, and neither the name nor the password signs in again.
      await teacher.reload();
      await waitForPath(teacher, '/pc/login');
      const again = await requestJson(`${base}/api/oauthService/login?appId=yxdemo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'teacher', password: PASSWORD }),
      });
      expect(again.status).toBe(401);

      // The queue lists the request as erased, under the pseudonym.
      await admin.getByRole('tab', { name: '已注销' }).click();
      await admin
        .getByText(/已注销用户 #\d+/)
        .first()
        .waitFor();
      await screenshot(admin, 'privacy-erasure-erased');
      expect(errors.pageErrors).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
