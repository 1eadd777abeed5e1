// Notices end to end in Chromium (issue 17). The district admin publishes, through the staff page, a notice asking
// for acknowledgement to the first demo school. A teacher of that school, whose page is already open, sees the header
// bell's count rise without reloading (the server's event stream), opens the notice from the list and acknowledges
// it; a teacher of another school never sees it, in the list or by its address. The staff page then counts the one
// acknowledgement. One server, a fresh database.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoApi, login } from './support/api';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, waitForToast, watchErrors } from './support/web';
import { chooseOption } from './support/select';

const TITLE = `关于期末教学检查的通知 ${Date.now()}`;

/** The number the bell's badge shows (0 when it shows none). */
async function bellCount(page: Page): Promise<number> {
  const text = await page
    .locator('[data-testid=notification-bell-count] .ant-badge-count')
    .first()
    .getAttribute('title')
    .catch(() => null);
  return text ? Number(text) : 0;
}

describe('notices: publish to one school with acknowledgement, live bell, read and acknowledge, another school never sees it', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  test(
    'the district admin publishes; the teacher there is told live and acknowledges; a teacher elsewhere sees nothing',
    { timeout: 120_000 },
    async () => {
      const base = fixture.server.baseUrl;
      try {
        const teacherPage = await openPageAs(fixture.browser, base, contexts, 'teacher', '/noticeList');
        const errors = watchErrors(teacherPage);
        await teacherPage.locator('[data-testid=notice-list]').waitFor();
        await teacherPage.locator('[data-testid=notification-bell]').waitFor();
        const before = await bellCount(teacherPage);

        // The district admin publishes through the staff page: the first school, acknowledgement required.
        const admin = await openPageAs(fixture.browser, base, contexts, 'district_admin', '/manage/notices');
        await admin.locator('[data-testid=notice-create]').click();
        await admin.locator('[data-testid=notice-form-title]').fill(TITLE);
        await admin.locator('[data-testid=notice-form-body]').click();
        await admin.keyboard.type('请各位老师于本周五前完成教学资料自查。');
        // The demo teacher's school is each district's first experimental primary school (seed/demo-data.ts).
        const schools = await demoApi<Array<{ id: number; name: string }>>(
          base,
          await login(base, { username: 'district_admin', password: PASSWORD }),
          'GET',
          '/notice/manage/schools',
        );
        const school = schools.find((candidate) => candidate.name.endsWith('第一实验小学'))!;
        await chooseOption(admin, '[data-testid=notice-form-schools]', school.name);
        await admin.locator('[data-testid=notice-form-requires-ack]').check();
        await admin.locator('[data-testid=notice-form-submit]').click();
        await waitForToast(admin, '通知已保存', 15_000);

        // The fan-out reaches the teacher (the server's count), and the bell on the open page rises without a reload.
        const teacher = await login(base, { username: 'teacher', password: PASSWORD });
        const serverCount = () =>
          demoApi<{ count: number }>(base, teacher, 'GET', '/notification/unreadCount').then((answer) => answer.count);
        await expect.poll(serverCount, { timeout: 20_000, message: 'the notification reaches the teacher' }).toBeGreaterThan(before);
        await expect.poll(() => bellCount(teacherPage), { timeout: 20_000, message: 'the bell count rises live' }).toBeGreaterThan(before);

        // The teacher opens it from the list and acknowledges it.
        await teacherPage.reload();
        const link = teacherPage.getByRole('link', { name: TITLE });
        await link.waitFor({ timeout: 15_000 });
        await link.click();
        await teacherPage.locator('[data-testid=notice-detail]').waitFor();
        expect(await teacherPage.locator('[data-testid=notice-body]').textContent()).toContain('教学资料自查');
        await teacherPage.locator('[data-testid=notice-acknowledge]').click();
        await teacherPage.locator('[data-testid=notice-acknowledged]').waitFor();
        await screenshot(teacherPage, 'notices-acknowledged');
        expect(errors.pageErrors).toEqual([]);

        // A teacher of another school sees no such notice, in the list or by its address.
        const other = await openPageAs(fixture.browser, base, contexts, 'backbone', '/noticeList');
        await other.locator('[data-testid=notice-list], [data-testid=notices-empty]').first().waitFor();
        expect(await other.getByRole('link', { name: TITLE }).count()).toBe(0);
        const backbone = await login(base, { username: 'backbone', password: PASSWORD });
        const theirs = await demoApi<{ records: Array<{ title: string }> }>(
          base,
          backbone,
          'GET',
          `/notice/list?keyword=${encodeURIComponent(TITLE)}`,
        );
        expect(theirs.records).toEqual([]);
        const id = new URL(teacherPage.url()).searchParams.get('id');
        await other.goto(`${base}/pc/noticeDetail?id=${id}`);
        await other.locator('[data-testid=notice-missing]').waitFor();

        // The staff page counts the acknowledgement.
        await admin.reload();
        const row = admin.locator('[data-testid=manage-notices-table] tr', { hasText: TITLE });
        await row.waitFor();
        const cells = await row.locator('td').allTextContents();
        expect(cells).toContain('1');
      } finally {
        for (const context of contexts.splice(0)) await context.close();
      }
    },
  );
});
