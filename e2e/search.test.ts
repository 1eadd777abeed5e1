// Site-wide search end to end in Chromium (issue 42). The demo teacher types a two-character word of a demo course's
// title (沟通, from 班主任沟通艺术微课程) into the header's box, sees the course suggested with the word marked, opens
// the results page with Enter, finds the course in the programmes' group and opens it; the results page passes an
// axe scan, and the word is then among the teacher's recent searches. On a phone the box is an icon that opens a
// full-width box. One server, a fresh database.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPageAs, screenshot, useBrowserFixture, watchErrors } from './support/web';

const WORD = '沟通';
const COURSE = '班主任沟通艺术微课程';

/** How long a first appearance may take: a page's chunk and its reads on a busy two-core machine (a state, not a pause). */
const SHOWN = { timeout: 60_000 };

/** Waits for the results page of `keyword` to show its groups. */
async function waitForResults(page: Page, keyword: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/pc/search' && url.searchParams.get('q') === keyword, SHOWN);
  await page.locator('[data-testid=search-tabs]').waitFor(SHOWN);
}

describe('search: a teacher finds a demo course by a two-character word and opens it', () => {
  const fixture = useBrowserFixture({ signInTeacher: true });
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test(
    'types the word in the header box, opens the results page with Enter, clicks the course and lands on it',
    { timeout: 120_000 },
    async () => {
      const page = await fixture.openHomeSignedIn();
      const errors = watchErrors(page);
      const box = page.getByRole('combobox', { name: '全站搜索' });
      await box.click();
      await box.pressSequentially(WORD);

      // Suggested as the teacher types, the word marked.
      const suggestion = page.getByRole('option', { name: new RegExp(COURSE) });
      await suggestion.waitFor(SHOWN);
      expect(await suggestion.locator('mark').first().textContent()).toBe(WORD);

      await box.press('Enter');
      await waitForResults(page, WORD);
      await expect.poll(() => page.title()).toMatch(new RegExp(`^“${WORD}”的搜索结果 - `));
      const group = page.locator('[data-testid=search-group-programme]');
      const course = group.locator('a', { hasText: COURSE });
      await course.waitFor(SHOWN);
      expect(await course.locator('mark').first().textContent()).toBe(WORD);
      expect(await page.locator('[data-testid=search-count-programme]').textContent()).toMatch(/^\d+\+? 条结果$/);
      await screenshot(page, 'search-results');
      expect(await seriousViolations(page)).toEqual([]);

      await course.click();
      await page.waitForURL((url) => /^\/pc\/training\/supermarket\/\d+$/.test(url.pathname), SHOWN);
      await page.getByRole('heading', { level: 3, name: COURSE }).waitFor(SHOWN);

      // The search is the teacher's most recent one, listed when the box is focused empty.
      await box.click();
      const recent = page.getByRole('listbox', { name: '最近搜索' });
      await recent.waitFor(SHOWN);
      expect(await recent.getByRole('option').first().textContent()).toBe(WORD);
      expect(errors.pageErrors).toEqual([]);
    },
  );

  test('on a phone the header shows an icon that opens a full-width box; the results fit the screen', { timeout: 120_000 }, async () => {
    const page = await openPageAs(fixture.browser, fixture.server.baseUrl, contexts, 'teacher', '/home', {
      viewport: { width: 375, height: 740 },
    });
    const errors = watchErrors(page);
    const open = page.getByRole('button', { name: '打开搜索' });
    await open.waitFor(SHOWN);
    // The header's items all fit beside the icon: none squeezed narrower than what it shows (the brand once was).
    await page.locator('[data-testid=teacher-info]').waitFor(SHOWN);
    const squeezed = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.ant-layout-header > *'))
        .filter((item) => item.scrollWidth > item.clientWidth + 1)
        .map((item) => item.outerHTML.slice(0, 100)),
    );
    expect(squeezed, 'header items squeezed at 375 px').toEqual([]);
    await open.click();
    const box = page.getByRole('combobox', { name: '全站搜索' });
    await box.waitFor(SHOWN);
    const width = await page.locator('[data-testid=header-search-overlay]').evaluate((overlay) => overlay.getBoundingClientRect().width);
    expect(width).toBe(375);
    await box.pressSequentially(WORD);
    await box.press('Enter');
    await waitForResults(page, WORD);
    await page.locator('[data-testid=search-group-programme] a', { hasText: COURSE }).waitFor(SHOWN);
    expect(await page.locator('[data-testid=header-search-overlay]').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await screenshot(page, 'search-results-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });
});
