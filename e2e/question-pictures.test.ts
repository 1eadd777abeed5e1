// Issue 38's pictures in questions, end to end in Chromium on the built server: a district admin writes a question
// whose stem holds a picture (uploaded from the editor's picture button with its description), saves it, and reads it
// back in the question's version view, the picture loaded with the session and never wider than a phone's screen.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ApiPaths } from '@yanxiu/contract/paths';
import { minimalPng } from '../apps/server/src/platform/storage/storage.fixtures';
import { screenshot, signIn, useBrowserFixture, waitForPath, waitForToast } from './support/web';

/** How a picture shows: loaded (its pixels decoded), its description, and its width on the page and the picture's own. */
function pictureIn(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => ({
    loaded: img.complete && img.naturalWidth > 0,
    alt: img.alt,
    src: img.getAttribute('src') ?? '',
    width: img.getBoundingClientRect().width,
    naturalWidth: img.naturalWidth,
  }));
}

describe('pictures in questions', () => {
  const fixture = useBrowserFixture();

  test('a picture inserted in a stem is saved by its own address and shown to staff, at 375 px too', { timeout: 180_000 }, async () => {
    const { page, server } = fixture;
    const pictureReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/files/')) pictureReads.push(request.url());
    });
    await signIn(page, server.baseUrl, 'district_admin', { redirect: '/manage/assessment/banks' });
    await waitForPath(page, '/pc/manage/assessment/banks');

    const bankName = `图片题库 ${Date.now()}`;
    await page.locator('[data-testid=bank-create]').click();
    await page.locator('[data-testid=bank-name]').fill(bankName);
    await page.locator('[data-testid=bank-dialog] .ant-btn-primary').click();
    await waitForToast(page, '已创建题库');
    await page.getByRole('link', { name: bankName }).click();
    await page.locator('[data-testid=bank-page]').waitFor();

    // A true-or-false question whose stem is words and a picture wider than any phone.
    await page.locator('[data-testid=question-create]').click();
    await page.locator('[data-testid=question-form]').waitFor();
    await page.locator('[data-testid=question-kind]').getByText('判断题').click();
    await page.locator('[data-testid=question-stem]').click();
    await page.keyboard.type('下图中的图形是轴对称图形。');
    // The stem's editor is the form's first: its picture button opens the chooser of its hidden file input.
    await page
      .locator('[data-testid=question-form] input[type=file]')
      .first()
      .setInputFiles({
        name: '图形.png',
        mimeType: 'image/png',
        buffer: minimalPng(1200),
      });
    const dialog = page.locator('.ant-modal', { hasText: '插入图片' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await dialog.getByLabel('图片说明').fill('一个等腰三角形');
    await dialog.getByRole('button', { name: /插\s?入/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    const inEditor = '[data-testid=question-stem] img:not(.ProseMirror-separator)';
    await expect.poll(async () => (await pictureIn(page, inEditor)).loaded, { timeout: 15_000 }).toBe(true);
    expect((await pictureIn(page, inEditor)).src).toMatch(/^blob:/);
    await page.locator('[data-testid=question-true-false]').getByText('正确').click();
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === `/api${ApiPaths.assessmentCreateQuestion}`);
    await page.locator('[data-testid=question-save]').click();
    const body = (await (await saved).json()) as { data: { current: { stem: string } } };
    expect(body.data.current.stem).toMatch(
      /^<p>下图中的图形是轴对称图形。<img src="\/api\/files\/[0-9a-f-]{36}" alt="一个等腰三角形" \/><\/p>$/,
    );
    await waitForToast(page, '已创建题目');

    // Read back in the question's version view: loaded with the session, described, within the drawer at 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => page.locator('[data-testid=questions-table-card]').count()).toBeGreaterThan(0);
    await page.locator('[data-testid^=question-history-]').first().click();
    await page.locator('[data-testid=version-view-1]').click();
    const inView = '[data-testid=version-view] [data-testid=question-view-stem] img';
    await expect.poll(async () => (await pictureIn(page, inView)).loaded, { timeout: 15_000 }).toBe(true);
    const shown = await pictureIn(page, inView);
    expect(shown.alt).toBe('一个等腰三角形');
    expect(shown.naturalWidth).toBe(1200);
    expect(shown.width).toBeLessThanOrEqual(375);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'question-pictures-375');
    // The browser only ever asked for the picture with the session (the request layer's fetch), never its bare address.
    expect(pictureReads.length).toBeGreaterThan(0);
    expect(
      pictureReads.filter((url) => !new URL(url).searchParams.has('appId')),
      pictureReads.join(' '),
    ).toEqual([]);
  });
});
