// The growth file end to end in Chromium (issue 14): a teacher adds a paper with a PDF, the school admin verifies it in
// the staff queue, it shows read-only on /viewbackbone/paper?userId=, and a development condition on verified papers
// counts it on /personal/stage; the demo's backbone application is approved by the school and (in English) by the
// district, and the teacher becomes a backbone teacher. One server (a fresh database), in order.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { demoApi, login, type LoginInfo } from './support/api';
import { openPageAs, PASSWORD, screenshot, signedInContext, STORAGE, useBrowserFixture, waitForToast, watchErrors } from './support/web';
import { minimalPdf } from './support/minimal-pdf';
import { chooseOption } from './support/select';

const PAPER = '核心素养导向的小学数学单元整体教学';

describe('the growth file: a paper verified and counted, and the backbone recognition', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];
  const openAs = (username: string, path: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, path);
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  /** Picks `option` in the antd select of the form item labelled `label`. */
  async function choose(page: Page, label: string, option: string): Promise<void> {
    await chooseOption(
      page,
      page.locator('.ant-form-item', { has: page.locator(`label:text-is("${label}")`) }).locator('.ant-select'),
      option,
    );
  }

  test(
    'a teacher adds a paper with a PDF, the school verifies it, staff read it read-only and the stage counts it',
    { timeout: 90_000 },
    async () => {
      const base = fixture.server.baseUrl;
      // The district asks, for 骨干教师 on the 学科教师 path, two papers at city level or above in the last three years.
      const district = await login(base, { username: 'district_admin', password: PASSWORD });
      await demoApi(base, district, 'POST', '/teacherProfile/developmentConfig/saveCondition', {
        postTypeCode: '1',
        phaseCode: '3',
        code: 'C9',
        name: '近 3 年在市级及以上刊物发表论文 2 篇',
        nameEn: 'Two papers at city level or above in the last 3 years',
        sort: 9,
        rule: { kind: 'verified_records', params: { recordKind: 'public-thesis', minCount: 2, minLevel: '3', years: 3 } },
      });

      // 1. The teacher (one verified provincial paper so far) adds a city-level paper with its PDF.
      const teacher = await openAs('teacher', '/backbone/paper');
      const errors = watchErrors(teacher);
      await teacher.locator('[data-testid=record-add-public-thesis]').click();
      const form = teacher.locator('[data-testid=record-form-public-thesis]');
      await form.waitFor();
      await form.locator('[data-testid=record-title]').fill(PAPER);
      await form.locator('[data-testid=record-date]').click();
      await teacher
        .locator(
          '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn, .ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-today-btn',
        )
        .first()
        .click();
      await choose(teacher, '级别', '市级');
      await choose(teacher, '成果类别', '论文');
      await form.locator('[data-testid=field-journal]').fill('小学数学教师');
      await form.locator('[data-testid=field-issn]').fill('1673-4254');
      await form.locator('[data-testid=field-issue]').fill('2026年第9期');
      await form.locator('[data-testid=field-authorRank] input, input[data-testid=field-authorRank]').first().fill('1');
      await form.locator('input[type=file]').setInputFiles({ name: '论文.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Paper') });
      await expect.poll(() => form.locator('.ant-upload-list-item-done').count(), { timeout: 15_000 }).toBe(1);
      await teacher.locator('[data-testid=record-submit]').click();
      // The form closes once the server saved the record; a problem the form shows instead is the failure to report.
      const problem = teacher.locator('[data-testid=record-form-problem]');
      await expect
        .poll(async () => ((await problem.count()) > 0 ? `problem: ${await problem.first().innerText()}` : await form.count()), {
          timeout: 45_000,
        })
        .toBe(0);
      await teacher.getByText(PAPER).first().waitFor({ timeout: 30_000 });
      await screenshot(teacher, 'profile-paper-added');

      // 2. The school admin verifies it in the staff queue.
      const school = await openAs('school_admin', `/manage/profileRecords?kind=public-thesis&keyword=${encodeURIComponent('王芳')}`);
      const row = school
        .locator('[data-testid=profile-queue] .ant-table-row, [data-testid=profile-queue] [data-row-key]', { hasText: PAPER })
        .first();
      await row.waitFor();
      await row.locator('button[data-testid^=queue-verify-]').click();
      await school.locator('.ant-popconfirm .ant-btn-primary').click();
      await row.waitFor({ state: 'detached', timeout: 10_000 });

      // 3. Staff read it in the read-only mirror: verified, no control to change anything.
      await school.goto(`${base}/pc/viewbackbone/paper?userId=${(await login(base, { username: 'teacher', password: PASSWORD })).userId}`);
      const record = school.locator('[data-testid^=record-]', { hasText: PAPER }).first();
      await record.waitFor();
      expect(await record.locator('[data-testid=verification-tag]').getAttribute('data-state')).toBe('verified');
      expect(await school.locator('[data-testid^=record-add-], [data-testid^=record-edit-], [data-testid^=record-delete-]').count()).toBe(
        0,
      );
      expect(await school.locator('[data-testid=profile-page]').getAttribute('data-read-only')).toBe('true');
      await school.locator('[data-testid=growth-file-download]').waitFor();
      await screenshot(school, 'profile-mirror-paper');

      // 4. The development condition counts it: two verified papers now.
      await teacher.goto(`${base}/pc/personal/stage`);
      const condition = teacher.locator('[data-testid=condition-C9]');
      await condition.waitFor();
      expect(await condition.getAttribute('data-status')).toBe('met');
      expect(await condition.textContent()).toContain('已审核 2 条');
      await screenshot(teacher, 'profile-stage-counted');
      expect(errors.pageErrors).toEqual([]);
    },
  );

  test(
    'the demo backbone application is approved by the school, then by the district in English, and the teacher becomes a backbone teacher',
    { timeout: 90_000 },
    async () => {
      const base = fixture.server.baseUrl;

      // 1. The school admin opens 王芳's application from the review list and approves it beside her backbone area.
      const school = await openAs('school_admin', '/my/todoList/reviews?domain=backbone');
      const reviews = school.locator('[data-testid=review-list]');
      await reviews.locator('tr', { hasText: '王芳' }).first().waitFor();
      await reviews.locator('a[data-testid^=review-open-backbone-]').first().click();
      await school.locator('[data-testid=backbone-decision-form]').waitFor();
      await school.locator('[data-testid=backbone-applicant-area]').waitFor();
      const applicationUrl = school.url();
      await school.locator('[data-testid=backbone-decision-form] .ant-radio-wrapper', { hasText: /^通过$/ }).click();
      await school.locator('[data-testid=backbone-decision-submit]').click();
      await waitForToast(school, '已提交审核意见');
      // Nothing else of the list it came from waits for the school: back on that list, which says so.
      await waitForToast(school, '待审核的申报都已处理完');
      await school.waitForURL(/\/pc\/my\/todoList\/reviews\?domain=backbone$/);
      // On to the district: the application says where it is and offers the school nothing to decide.
      await school.goto(applicationUrl);
      await school.locator('[data-testid=nothing-to-do]').waitFor();
      expect(await school.locator('[data-testid=backbone-header]').textContent()).toContain('区县审核');

      // 2. The district admin, reading in English, approves the district step.
      const session: LoginInfo = await login(base, { username: 'district_admin', password: PASSWORD });
      const context = await signedInContext(fixture.browser, base, session);
      contexts.push(context);
      await context.addInitScript(([key]) => window.localStorage.setItem(key!, 'en-US'), [STORAGE.locale]);
      const district = await context.newPage();
      await district.goto(`${base}/pc/my/todoList/reviews`);
      const englishReviews = district.locator('[data-testid=review-list]');
      await englishReviews.getByText('Backbone teacher recognition').first().waitFor();
      await englishReviews.locator('a[data-testid^=review-open-backbone-]').first().click();
      await district.getByRole('heading', { name: 'Backbone application review' }).waitFor();
      await district.locator('[data-testid=backbone-decision-form]').waitFor();
      const districtUrl = district.url();
      await district.locator('[data-testid=backbone-decision-form] .ant-radio-wrapper', { hasText: /^Approve$/ }).click();
      await district.locator('[data-testid=backbone-decision-submit]').click();
      await waitForToast(district, 'Your decision has been recorded');
      // On to the next review waiting in the list it came from (or back to it): the application is read again.
      await district.waitForURL((url) => url.href !== districtUrl);
      await district.goto(districtUrl);
      await expect.poll(() => district.locator('[data-testid=backbone-status]').textContent()).toBe('Recognised');
      expect(await district.title()).toContain('Backbone application review');
      await screenshot(district, 'profile-backbone-approved-en');

      // 3. The teacher holds the backbone role: the apply page says so, and a new sign-in carries it.
      const teacher = await openAs('teacher', '/viewbackbone/apply');
      await teacher.locator('[data-testid=backbone-already]').waitFor();
      const signedIn = await login(base, { username: 'teacher', password: PASSWORD });
      const info = await demoApi<{ roles: string[] }>(base, signedIn, 'GET', `/baseData/user/teacher/getTeacherInfo/${signedIn.userId}`);
      expect(info.roles).toContain('backbone');
      await screenshot(teacher, 'profile-backbone-recognised');
    },
  );
});
