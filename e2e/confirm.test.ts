// First sign-in of a teacher who has not confirmed their information (spec 2 /teacherConfirm): the form comes
// prefilled, a correction is saved, and the next sign-in goes straight home. One server, one account, in order.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  chooseFromDropdown,
  screenshot,
  signIn,
  storedLoginInfo,
  submitLogin,
  useBrowserFixture,
  waitForHome,
  waitForPath,
} from './support/web';
import { chooseOption } from './support/select';

/** The antd form item labelled `label` on the confirmation page. */
function formItem(page: Page, label: string) {
  return page.locator('.ant-form-item', { has: page.locator('.ant-form-item-label', { hasText: label }) }).first();
}

/** Opens the antd Select of the form item `label` and picks the option titled `option`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, formItem(page, label).locator('.ant-select'), new RegExp(`^${option}$`));
  await expect.poll(() => selected(page, label)).toBe(option);
}

/** The text an antd Select of the form item `label` shows as chosen ('' when nothing is). */
async function selected(page: Page, label: string): Promise<string> {
  // antd 6: .ant-select-content(-has-value) with the chosen label as text and title; antd 5: .ant-select-selection-item.
  const item = formItem(page, label).locator('.ant-select-content-has-value, .ant-select-selection-item');
  if ((await item.count()) === 0) return '';
  return ((await item.first().getAttribute('title')) ?? (await item.first().textContent()) ?? '').trim();
}

describe('teacher confirmation on first sign-in', () => {
  const fixture = useBrowserFixture();

  test('newteacher confirms a corrected subject, lands home, and is not asked again', async () => {
    const { page, server } = fixture;
    const landed = await signIn(page, server.baseUrl, 'newteacher');
    expect(new URL(landed, server.baseUrl).pathname).toBe('/pc/teacherConfirm');
    expect((await storedLoginInfo(page))?.needConfirm).toBe(true);

    // Signed in but unconfirmed: the layout's pages send back to the confirmation.
    await page.goto(`${server.baseUrl}/pc/home`);
    await waitForPath(page, '/pc/teacherConfirm');

    // Prefilled from the teacher record: name, school, and every select and the year.
    const card = page.locator('form');
    await card.waitFor();
    expect(await page.locator('main').textContent()).toContain('刘洋');
    for (const label of ['性别', '学段', '学科', '职称']) {
      expect(await selected(page, label), `${label} is prefilled`).not.toBe('');
    }
    expect(await formItem(page, '从教起始年份').locator('input').inputValue()).toMatch(/^\d{4}$/);
    const before = { section: await selected(page, '学段'), subject: await selected(page, '学科') };
    await screenshot(page, 'confirm');

    // Correct the section and subject: junior secondary physics. Changing the section clears the subject.
    await choose(page, '学段', '初中');
    expect(await selected(page, '学科'), 'the subject is cleared with a new section').toBe('');
    await choose(page, '学科', '物理');
    expect(before).not.toEqual({ section: '初中', subject: '物理' });

    await page.locator('form button[type="submit"]').click();
    await waitForPath(page, '/pc/home');
    await waitForHome(page);
    await expect.poll(() => page.locator('[data-testid=teacher-info]').textContent(), { timeout: 10_000 }).toContain('物理');
    expect(await page.locator('[data-testid=teacher-info]').textContent()).toContain('初中');

    // Sign out, sign in again: straight home.
    await chooseFromDropdown(page, 'user-menu', '退出登录');
    await waitForPath(page, '/pc/login');
    await submitLogin(page, 'newteacher');
    await page.waitForURL((url) => url.pathname !== '/pc/login');
    expect(new URL(page.url()).pathname).toBe('/pc/home');
    expect((await storedLoginInfo(page))?.needConfirm).toBeFalsy();
    await waitForHome(page);
    // The labels replace the codes once the code tables are in.
    await expect.poll(() => page.locator('[data-testid=teacher-info]').textContent(), { timeout: 10_000 }).toContain('物理');
    expect(await page.locator('[data-testid=teacher-info]').textContent()).toContain('初中');
  });
});
