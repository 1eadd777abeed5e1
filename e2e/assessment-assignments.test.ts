// Assignments end to end in Chromium (issue 38): the district admin adds an assignment unit with a rubric to a programme
// and publishes the assignment; the demo teacher enrols and submits text and a PDF; the admin, as tutor, returns it with
// feedback; the teacher resubmits; the tutor grades it by the rubric to a pass and marks it excellent; the teacher sees
// the grade, the feedback, the unit completed and its hours credited. One server, a fresh database.
import { chinaWall } from '@yanxiu/contract/china-time';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoKeys, programmeBody, typeNumber } from './support/assessment';
import { seriousViolations } from './support/axe';
import { demoApi, login, type LoginInfo } from './support/api';
import { minimalPdf } from './support/minimal-pdf';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, watchErrors } from './support/web';

type Unit = { id: number; kind: string; title: string };
type Programme = { id: number; version: number; units: Unit[] };

const STAMP = Date.now() % 100_000;
const PROGRAMME = `新教师教学设计培训 ${STAMP}`;
const UNIT = `教学设计作业单元 ${STAMP}`;
const ASSIGNMENT = `提交一份教学设计 ${STAMP}`;
const FIRST_TEXT = '第一稿：以学生为中心的课堂导入。';
const SECOND_TEXT = '补充了课堂评价环节。';
const RETURN_FEEDBACK = '请补充评价环节。';
const GRADE_FEEDBACK = '目标清楚，评价完整。';

/** Types into a rich-text editor (tiptap's contenteditable) after what it holds. */
async function typeRich(page: Page, editor: Locator, text: string): Promise<void> {
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
  await expect.poll(() => editor.innerText()).toContain(text);
}

/** Confirms the open antd confirmation (a modal's OK, or a popconfirm's). */
async function confirmPopover(page: Page): Promise<void> {
  await page
    .locator('.ant-popconfirm:not(.ant-popover-hidden)')
    .getByRole('button', { name: /确\s?定|OK/ })
    .click();
}

describe('assignments: a rubric-graded assignment in a programme, returned once, resubmitted, passed and showcased', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];
  const api = <T>(session: LoginInfo, method: 'GET' | 'POST', apiPath: string, body?: unknown) =>
    demoApi<T>(fixture.server.baseUrl, session, method, apiPath, body);
  const openAs = (username: string, pagePath: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, pagePath);

  test(
    'staff set it up and publish; the teacher submits text and a file; returned, resubmitted, graded by rubric, marked excellent; the unit is done',
    { timeout: 300_000 },
    async () => {
      const base = fixture.server.baseUrl;
      const admin = await login(base, { username: 'district_admin', password: PASSWORD });
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
      const created = await api<{ id: number }>(
        admin,
        'POST',
        '/training/manage/programmes/create',
        programmeBody(PROGRAMME, {
          summary: '教学设计与课堂实践',
          description: '新教师入职培训。',
          creditHours: 4,
          session: '开班仪式',
          sessionHours: 2,
        }),
      );

      try {
        // 1. The district admin adds an assignment unit in the programme editor and saves the programme.
        const staff = await openAs('district_admin', `/manage/training/${created.id}`);
        const staffErrors = watchErrors(staff);
        await staff.getByRole('tab', { name: /课程单元/ }).click();
        await staff.locator('[data-testid=unit-add-assignment]').click();
        await staff.locator('[data-testid=unit-title-1]').fill(UNIT);
        await staff.locator('[data-testid=programme-save]').click();
        const setUp = staff.locator('a[data-testid=unit-assignment-1]');
        // The saved programme's editor reloads at its first tab.
        await setUp.waitFor({ state: 'attached', timeout: 30_000 });
        await staff.getByRole('tab', { name: /课程单元/ }).click();
        await setUp.waitFor();
        const programme = await api<Programme>(admin, 'GET', `/training/manage/programmes/${created.id}`);
        const unit = programme.units.find((candidate) => candidate.kind === 'assignment')!;
        expect(unit.title).toBe(UNIT);

        // 2. The assignment: title, instructions, due in three days (China's clock), a rubric of two criteria.
        await setUp.click();
        await staff.waitForURL((url) => url.pathname === '/pc/manage/assessment/assignments/new');
        await staff.locator('[data-testid=assignment-title]').fill(ASSIGNMENT);
        await typeRich(staff, staff.locator('[data-testid=assignment-instructions]'), '围绕一节课写出教学目标和教学过程。');
        const due = staff.locator('input[data-testid=assignment-due], [data-testid=assignment-due] input').first();
        await due.click();
        await due.fill(chinaWall(day(3)));
        await due.press('Enter');
        await staff.keyboard.press('Escape');
        await expect.poll(() => due.inputValue()).not.toBe('');
        await staff.locator('[data-testid=criterion-add]').click();
        await staff.locator('[data-testid=criterion-title-0]').fill('教学目标');
        await typeNumber(staff, '[data-testid=criterion-points-0]', 40);
        await staff.locator('[data-testid=criterion-add]').click();
        await staff.locator('[data-testid=criterion-title-1]').fill('教学过程');
        await typeNumber(staff, '[data-testid=criterion-points-1]', 60);
        await expect.poll(() => staff.locator('[data-testid=rubric-total]').textContent()).toBe('满分为评分标准各项分值之和：100');
        await staff.locator('[data-testid=assignment-save]').click();
        await staff.waitForURL((url) => /\/pc\/manage\/assessment\/assignments\/\d+$/.test(url.pathname), { timeout: 30_000 });
        const assignmentId = Number(new URL(staff.url()).pathname.split('/').pop());
        // The editor reloads the saved assignment; publishing asks first.
        const publish = staff.locator('[data-testid=assignment-publish]');
        await expect.poll(() => publish.isEnabled(), { timeout: 30_000 }).toBe(true);
        await publish.click();
        await confirmPopover(staff);
        await expect.poll(() => staff.locator('[data-testid=assignment-status]').textContent(), { timeout: 30_000 }).toBe('已发布');
        expect(await seriousViolations(staff), 'the assignment editor passes axe').toEqual([]);
        await expectNoKeys(staff, ['assessmentAssignments']);
        await screenshot(staff, 'assignment-editor');

        const current = await api<Programme>(admin, 'GET', `/training/manage/programmes/${created.id}`);
        await api(admin, 'POST', '/training/manage/programmes/status', { id: created.id, action: 'publish', version: current.version });

        // 3. The demo teacher enrols, opens the assignment from its unit, writes and attaches a PDF, and submits.
        const teacher = await openAs('teacher', `/training/common/${created.id}`);
        const teacherErrors = watchErrors(teacher);
        await teacher.locator('[data-testid=enrol-button]').click();
        const openUnit = teacher.locator(`[data-testid=open-unit-${unit.id}]`);
        await openUnit.waitFor({ timeout: 30_000 });
        await openUnit.click();
        await teacher.waitForURL((url) => url.pathname === `/pc/training/assignment/unit/${unit.id}`);
        await teacher.locator('[data-testid=teacher-assignment]').waitFor({ timeout: 30_000 });
        await typeRich(teacher, teacher.locator('[data-testid=draft-text]'), FIRST_TEXT);
        await teacher
          .locator('[data-testid=draft-editor] input[type=file]')
          .setInputFiles({ name: '教学设计.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Lesson design') });
        await teacher.locator('[data-testid=draft-files-list]').getByText('教学设计.pdf').waitFor({ timeout: 30_000 });
        expect(await seriousViolations(teacher), 'the assignment page passes axe').toEqual([]);
        await teacher.locator('[data-testid=draft-submit]').click();
        expect(await teacher.locator('[data-testid=submit-confirm-text]').textContent()).toBe('提交后在辅导教师批阅前不能再修改。');
        await teacher.locator('[data-testid=submit-confirm-ok]').click();
        await teacher.locator('[data-testid=round-1][data-status=submitted]').waitFor({ timeout: 30_000 });
        await teacher.locator('[data-testid=assignment-blocker]').waitFor();
        await screenshot(teacher, 'assignment-submitted');

        // 4. The tutor finds it waiting in the assignment's submissions and returns it with feedback.
        const tutor = await openAs('district_admin', `/manage/assessment/assignments/${assignmentId}/submissions`);
        const open = tutor.locator('a[data-testid^=submission-open-]').first();
        await open.waitFor({ timeout: 30_000 });
        await open.click();
        await tutor.waitForURL((url) => url.pathname.startsWith('/pc/manage/assessment/assignments/submission/'));
        const tutorPath = new URL(tutor.url()).pathname.replace(/^\/pc/, '');
        expect(await tutor.locator('[data-testid=round-text-1]').innerText()).toContain(FIRST_TEXT);
        await tutor.locator('[data-testid=round-files-1]').getByText('教学设计.pdf').waitFor();
        // The teacher's file is read through the assignment, by the tutor deciding.
        const [download] = await Promise.all([
          tutor.waitForEvent('download'),
          tutor.locator('button[data-testid=round-files-1]').first().click(),
        ]);
        expect(download.suggestedFilename()).toBe('教学设计.pdf');
        await tutor.locator('[data-testid=decision-feedback]').fill(RETURN_FEEDBACK);
        await tutor.locator('[data-testid=decision-return]').click();
        await tutor.locator('[data-testid=round-1][data-status=returned]').waitFor({ timeout: 30_000 });
        expect(await tutor.locator('[data-testid=decision-form]').count()).toBe(0);

        // 5. The teacher reads the feedback and resubmits, on a phone's width.
        await teacher.setViewportSize({ width: 375, height: 812 });
        await teacher.reload();
        await teacher.locator('[data-testid=assignment-returned]').waitFor({ timeout: 30_000 });
        expect(await teacher.locator('[data-testid=round-feedback-1]').textContent()).toBe(RETURN_FEEDBACK);
        await typeRich(teacher, teacher.locator('[data-testid=draft-text]'), SECOND_TEXT);
        const submitBox = await teacher.locator('[data-testid=draft-submit]').boundingBox();
        expect(submitBox!.x + submitBox!.width, 'resubmit within a 375 px screen').toBeLessThanOrEqual(375);
        await screenshot(teacher, 'assignment-resubmit-375');
        await teacher.locator('[data-testid=draft-submit]').click();
        await teacher.locator('[data-testid=submit-confirm-ok]').click();
        await teacher.locator('[data-testid=round-2][data-status=submitted]').waitFor({ timeout: 30_000 });

        // 6. The tutor grades the second round by the rubric (the sum shown) to a pass, then marks it excellent.
        await tutor.goto(`${base}/pc${tutorPath}`);
        await tutor.locator('[data-testid=decision-form]').waitFor({ timeout: 30_000 });
        expect(await tutor.locator('[data-testid=round-text-2]').innerText()).toContain(SECOND_TEXT);
        await typeNumber(tutor, '[data-testid=decision-points-0]', 35);
        await typeNumber(tutor, '[data-testid=decision-points-1]', 50);
        expect(await tutor.locator('[data-testid=decision-points-sum]').textContent()).toBe('合计：85 / 100');
        await tutor.locator('[data-testid=decision-feedback]').fill(GRADE_FEEDBACK);
        await tutor.locator('[data-testid=decision-grade]').click();
        await tutor.locator('[data-testid=round-2][data-status=graded]').waitFor({ timeout: 30_000 });
        await tutor.locator('[data-testid=mark-excellent]').click();
        await confirmPopover(tutor);
        await tutor.locator('[data-testid=excellent-tag]').waitFor({ timeout: 30_000 });
        expect(await seriousViolations(tutor), 'the grading page passes axe').toEqual([]);
        await expectNoKeys(tutor, ['assessmentAssignments']);
        await screenshot(tutor, 'assignment-graded');
        expect(staffErrors.pageErrors).toEqual([]);

        // 7. The teacher sees the pass, the feedback and the showcase; the unit is done and its hours credited.
        await teacher.setViewportSize({ width: 1366, height: 900 });
        await teacher.goto(`${base}/pc/training/assignment/${assignmentId}`);
        await teacher
          .locator('[data-testid=assignment-counted] [data-testid=assignment-score][data-passed=true]')
          .waitFor({ timeout: 30_000 });
        expect(await teacher.locator('[data-testid=assignment-counted]').innerText()).toContain('85 / 100');
        expect(await teacher.locator('[data-testid=round-feedback-2]').textContent()).toBe(GRADE_FEEDBACK);
        await teacher.locator('[data-testid=assignment-excellent]').waitFor();
        await teacher.goto(`${base}/pc/training/assignment/${assignmentId}?tab=showcase`);
        await teacher.locator('[data-testid=showcase] [data-testid^=showcase-item-]').first().waitFor({ timeout: 30_000 });
        await teacher.goto(`${base}/pc/training/common/${created.id}`);
        await teacher.locator(`[data-testid=unit-done-${unit.id}]`).waitFor({ timeout: 30_000 });
        await teacher.goto(`${base}/pc/studyTime`);
        await teacher.locator('[data-testid=hours-entries]').getByText(PROGRAMME, { exact: false }).first().waitFor({ timeout: 30_000 });
        await expectNoKeys(teacher, ['assessmentAssignments']);
        expect(teacherErrors.pageErrors).toEqual([]);
      } finally {
        for (const context of contexts.splice(0)) await context.close();
      }
    },
  );
});
