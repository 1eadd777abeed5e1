// Course questions end to end in Chromium (issue 42). A teacher asks a question on a programme from its page; the
// programme's lecturer (the district admin who wrote it) finds it on the same page and answers; the answer is marked
// as the lecturer's, and the teacher, whose page stayed open, sees the header bell's count rise without reloading,
// opens the notification from the bell and is taken back to the programme. One server, a fresh database.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoApi, login } from './support/api';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, waitForToast, watchErrors } from './support/web';

const QUESTION = `第二讲的课件在哪里下载？${Date.now()}`;
const ANSWER = '已上传到第二讲的资料里，请刷新页面查看。';

/** The number the bell's badge shows (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const text = await page
    .locator('[data-testid=notification-bell-count] .ant-badge-count')
    .first()
    .getAttribute('title')
    .catch(() => null);
  return text ? Number(text) : 0;
}

describe('course questions: a teacher asks on a programme, the lecturer answers, the bell tells the teacher', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  test(
    'the question reaches the programme page, the lecturer’s answer is marked and the asker is told live',
    { timeout: 120_000 },
    async () => {
      const base = fixture.server.baseUrl;
      try {
        // A published common programme of the demo district, written by the district admin.
        const teacher = await login(base, { username: 'teacher', password: PASSWORD });
        const catalogue = await demoApi<{ records: Array<{ id: number; title: string }> }>(
          base,
          teacher,
          'GET',
          '/training/programmes?kind=common',
        );
        const programme = catalogue.records[0]!;
        const address = `/training/common/${programme.id}`;

        const teacherPage = await openPageAs(fixture.browser, base, contexts, 'teacher', address);
        const errors = watchErrors(teacherPage);
        await teacherPage.locator('[data-testid=course-questions]').waitFor({ timeout: 20_000 });
        await teacherPage.locator('[data-testid=notification-bell]').waitFor();
        const before = await bellCount(teacherPage);
        await screenshot(teacherPage, 'discussion-asking');
        await teacherPage.locator('[data-testid=course-ask-text]').fill(QUESTION);
        await teacherPage.locator('[data-testid=course-ask-submit]').click();
        await waitForToast(teacherPage, '问题已发布');
        await teacherPage.locator('[data-testid=course-question]', { hasText: QUESTION }).waitFor();

        // The lecturer answers on the same page.
        const lecturerPage = await openPageAs(fixture.browser, base, contexts, 'district_admin', address);
        const question = lecturerPage.locator('.ant-list-item', {
          has: lecturerPage.locator('[data-testid=course-question]', { hasText: QUESTION }),
        });
        await question.waitFor({ timeout: 20_000 });
        await question.locator('[data-testid=course-answer-open]').click();
        await question.locator('[data-testid=course-answer-text]').fill(ANSWER);
        await question.locator('[data-testid=course-answer-submit]').click();
        await waitForToast(lecturerPage, '回答已发布');
        const answer = question.locator('[data-testid=course-answer]', { hasText: ANSWER });
        await answer.waitFor();
        expect(await answer.textContent()).toContain('讲师回答');

        // The asker's bell rises on the open page, without a reload; the notification leads back to the programme.
        const serverCount = () => demoApi<{ count: number }>(base, teacher, 'GET', '/notification/unreadCount').then((a) => a.count);
        await expect.poll(serverCount, { timeout: 20_000, message: 'the notification reaches the teacher' }).toBeGreaterThan(before);
        await expect.poll(() => bellCount(teacherPage), { timeout: 20_000, message: 'the bell count rises live' }).toBeGreaterThan(before);
        await teacherPage.locator('[data-testid=notification-bell]').click();
        const told = teacherPage
          .locator('[data-testid=notification-list] .ant-list-item')
          .filter({ hasText: `讲师 赵磊 回答了您在“${programme.title}”中的提问` });
        await told.waitFor({ timeout: 15_000 });
        await screenshot(teacherPage, 'discussion-bell');
        await told.getByRole('link', { name: '查看' }).click();
        await expect.poll(() => new URL(teacherPage.url()).pathname, { timeout: 15_000 }).toBe(`/pc${address}`);
        await teacherPage.locator('[data-testid=course-answer]', { hasText: ANSWER }).waitFor({ timeout: 15_000 });
        expect(errors.pageErrors).toEqual([]);
      } finally {
        for (const context of contexts) await context.close();
      }
    },
  );
});
