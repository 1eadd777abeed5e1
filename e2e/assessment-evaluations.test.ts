// Evaluations (问卷) end to end in Chromium (issue 38): the district admin adds an evaluation unit to a programme,
// builds an anonymous questionnaire on it (a rating, a multiple choice, an open question) and publishes it; the demo
// teacher enrols, is told before answering that the answers cannot be linked to them, submits with the required
// answers missing (told which), answers on a phone's width with the keyboard, and finds the unit completed; the admin
// reads the results (the rating's chart and its table, the open answer without a name), downloads the workbook, and
// finds the programme in the view across programmes. One server, a fresh database.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoKeys, programmeBody } from './support/assessment';
import { seriousViolations } from './support/axe';
import { demoApi, login, type LoginInfo } from './support/api';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, watchErrors } from './support/web';

type Unit = { id: number; kind: string; title: string };
type Programme = { id: number; version: number; units: Unit[] };

const STAMP = Date.now() % 100_000;
const PROGRAMME = `班主任工作坊 ${STAMP}`;
const UNIT = `结业评估 ${STAMP}`;
const QUESTIONNAIRE = `培训满意度调查 ${STAMP}`;
const SUGGESTION = '希望增加课堂案例分析。';

describe('evaluations: an anonymous questionnaire in a programme, answered by a teacher, read by staff', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];
  const api = <T>(session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown) =>
    demoApi<T>(fixture.server.baseUrl, session, method, path, body);
  const openAs = (username: string, path: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, path);

  test(
    'staff build and publish it; the teacher is told what is missing, answers and completes the unit; staff read charts and download the workbook',
    { timeout: 300_000 },
    async () => {
      const base = fixture.server.baseUrl;
      const admin = await login(base, { username: 'district_admin', password: PASSWORD });
      const created = await api<{ id: number }>(
        admin,
        'POST',
        '/training/manage/programmes/create',
        programmeBody(PROGRAMME, {
          summary: '班主任工作方法',
          description: '班主任专题培训。',
          creditHours: 2,
          session: '专题讲座',
          sessionHours: 1,
        }),
      );

      try {
        // 1. The district admin adds an evaluation unit in the programme editor and saves the programme.
        const staff = await openAs('district_admin', `/manage/training/${created.id}`);
        const staffErrors = watchErrors(staff);
        await staff.getByRole('tab', { name: /课程单元/ }).click();
        await staff.locator('[data-testid=unit-add-evaluation]').click();
        await staff.locator('[data-testid=unit-title-1]').fill(UNIT);
        await staff.locator('[data-testid=programme-save]').click();
        const setUp = staff.locator('a[data-testid=unit-evaluation-1]');
        // The saved programme's editor reloads at its first tab.
        await setUp.waitFor({ state: 'attached', timeout: 30_000 });
        await staff.getByRole('tab', { name: /课程单元/ }).click();
        await setUp.waitFor();
        const programme = await api<Programme>(admin, 'GET', `/training/manage/programmes/${created.id}`);
        const unit = programme.units.find((entry) => entry.kind === 'evaluation')!;
        expect(unit.title).toBe(UNIT);

        // 2. The questionnaire: anonymous (the default), a required rating, a required multiple choice, an optional open question.
        await setUp.click();
        await staff.waitForURL((url) => url.pathname === '/pc/manage/assessment/evaluations/new');
        await staff.locator('[data-testid=evaluation-title]').fill(QUESTIONNAIRE);
        expect(await staff.locator('[data-testid=evaluation-anonymous]').getAttribute('aria-checked')).toBe('true');
        await staff.locator('[data-testid=question-prompt-0]').fill('总体满意度');
        await staff.locator('[data-testid=question-low-0]').fill('很不满意');
        await staff.locator('[data-testid=question-high-0]').fill('非常满意');
        await staff.locator('[data-testid=question-add-multiple]').click();
        await staff.locator('[data-testid=question-prompt-1]').fill('收获最大的环节');
        await staff.locator('[data-testid=question-option-1-0]').fill('专题讲座');
        await staff.locator('[data-testid=question-option-1-1]').fill('分组研讨');
        await staff.locator('[data-testid=question-option-1-add]').click();
        await staff.locator('[data-testid=question-option-1-2]').fill('课堂观摩');
        await staff.locator('[data-testid=question-add-text]').click();
        await staff.locator('[data-testid=question-prompt-2]').fill('意见和建议');
        await staff.locator('[data-testid=question-required-2]').click();
        await staff.locator('[data-testid=evaluation-save]').click();
        await staff.waitForURL((url) => /\/pc\/manage\/assessment\/evaluations\/\d+$/.test(url.pathname), { timeout: 30_000 });
        const evaluationId = Number(new URL(staff.url()).pathname.split('/').at(-1));
        await staff.locator('[data-testid=evaluation-publish]').click();
        await staff.locator('[data-testid=evaluation-publish-ok]').click();
        await expect.poll(() => staff.locator('[data-testid=evaluation-status]').textContent(), { timeout: 30_000 }).toBe('已发布');
        await screenshot(staff, 'evaluation-builder');
        // The pointer rests where the popconfirm's button was, over an add button whose hover colour is antd's lighter blue.
        await staff.mouse.move(0, 0);
        expect(await seriousViolations(staff), 'the builder passes axe').toEqual([]);
        await expectNoKeys(staff, ['assessmentEvaluations']);

        // The programme opens to teachers.
        const current = await api<Programme>(admin, 'GET', `/training/manage/programmes/${created.id}`);
        await api(admin, 'POST', '/training/manage/programmes/status', { id: created.id, action: 'publish', version: current.version });

        // 3. The demo teacher enrols, on a phone's width, and opens the questionnaire from the programme's evaluation unit.
        const teacher = await openAs('teacher', `/training/common/${created.id}`);
        const teacherErrors = watchErrors(teacher);
        await teacher.setViewportSize({ width: 375, height: 812 });
        await teacher.locator('[data-testid=enrol-button]').click();
        const open = teacher.locator(`[data-testid=open-unit-${unit.id}]`);
        await open.waitFor({ timeout: 30_000 });
        await open.click();
        await teacher.waitForURL((url) => url.pathname === `/pc/training/evaluation/unit/${unit.id}`);
        const notice = teacher.locator('[data-testid=evaluation-anonymity]');
        await notice.waitFor({ timeout: 30_000 });
        expect(await notice.textContent()).toContain('您的答案无法与您本人关联，包括管理员在内的任何人都看不到答卷出自谁');

        // 4. Submitting with the required answers missing names them and sends nothing.
        await teacher.locator('[data-testid=evaluation-submit]').click();
        const missing = teacher.locator('[data-testid=answers-missing]');
        await missing.waitFor();
        expect(await missing.textContent()).toBe('还有 2 道必答题未作答：第 1和2 题。');
        expect(await seriousViolations(teacher), 'the questionnaire passes axe').toEqual([]);
        await screenshot(teacher, 'evaluation-missing-375');

        // 5. Answered with the keyboard: the rating's radios move with the arrows, a checkbox takes the space bar.
        const scale = teacher.getByRole('radiogroup', { name: /总体满意度/ });
        await scale.getByRole('radio', { name: '1 分：很不满意' }).focus();
        for (let step = 0; step < 3; step += 1) await teacher.keyboard.press('ArrowRight');
        await expect.poll(() => scale.getByRole('radio', { name: '4 分' }).isChecked()).toBe(true);
        await teacher.getByRole('checkbox', { name: '分组研讨' }).focus();
        await teacher.keyboard.press('Space');
        await expect.poll(() => teacher.getByRole('checkbox', { name: '分组研讨' }).isChecked()).toBe(true);
        await teacher.getByRole('textbox', { name: /意见和建议/ }).fill(SUGGESTION);
        await expect.poll(() => missing.count()).toBe(0);
        const submitBox = await teacher.locator('[data-testid=evaluation-submit]').boundingBox();
        expect(submitBox!.x + submitBox!.width, 'submit within a 375 px screen').toBeLessThanOrEqual(375);
        await teacher.locator('[data-testid=evaluation-submit]').click();
        await teacher.locator('[data-testid=evaluation-thanks]').waitFor({ timeout: 30_000 });
        await screenshot(teacher, 'evaluation-thanks-375');

        // 6. Back on the programme, the unit is completed; the questionnaire, opened again, says it was answered.
        await teacher.locator('[data-testid=evaluation-back]').click();
        await teacher.waitForURL((url) => url.pathname === `/pc/training/common/${created.id}`);
        await teacher.locator(`[data-testid=unit-done-${unit.id}]`).waitFor({ timeout: 30_000 });
        await teacher.goto(`${base}/pc/training/evaluation/unit/${unit.id}`);
        await teacher.locator('[data-testid=evaluation-thanks]').waitFor({ timeout: 30_000 });
        await expectNoKeys(teacher, ['assessmentEvaluations']);
        expect(teacherErrors.pageErrors).toEqual([]);

        // 7. The results: 1 of 1 answered, the rating's chart with its table and mean, the open answer without a name.
        await staff.goto(`${base}/pc/manage/assessment/evaluations/${evaluationId}/results`);
        const responded = staff.locator('[data-testid=results-responded]');
        await responded.waitFor({ timeout: 30_000 });
        expect(await responded.textContent()).toBe('已作答 1 人，应作答 1 人');
        expect(await staff.locator('[data-testid=result-mean-0]').textContent()).toBe('平均分 4（满分 5）');
        await staff.locator('[data-testid=result-chart-0] canvas').waitFor();
        const ratings = staff.getByRole('table', { name: '第 1 题的答题分布' });
        expect(await ratings.getByRole('row').nth(4).textContent()).toBe('4 分1100%');
        const texts = staff.locator('[data-testid=result-texts-2]');
        expect(await texts.textContent()).toBe(SUGGESTION);
        await screenshot(staff, 'evaluation-results');
        expect(await seriousViolations(staff), 'the results page passes axe').toEqual([]);
        await expectNoKeys(staff, ['assessmentEvaluations']);

        // 8. The workbook: a sheet per question and the rows, the open answer in it, nobody's name.
        const [download] = await Promise.all([staff.waitForEvent('download'), staff.locator('[data-testid=results-export]').click()]);
        expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
        const bytes = fs.readFileSync((await download.path())!);
        expect(bytes.subarray(0, 2).toString('latin1'), 'a zip container, as a workbook is').toBe('PK');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(bytes as unknown as ArrayBuffer);
        expect(book.worksheets.length).toBeGreaterThanOrEqual(2);
        const cells = book.worksheets.flatMap((sheet) =>
          sheet
            .getSheetValues()
            .flat()
            .map((value) => String(value ?? '')),
        );
        expect(cells.some((cell) => cell.includes(SUGGESTION))).toBe(true);

        // 9. The view across programmes lists the programme with its rate.
        await staff.goto(`${base}/pc/manage/assessment/evaluations`);
        const row = staff.locator('[data-testid=district-evaluations]').getByText(QUESTIONNAIRE).first();
        await row.waitFor({ timeout: 30_000 });
        expect(await staff.locator('[data-testid=district-evaluations]').textContent()).toContain('100%（1/1）');
        expect(staffErrors.pageErrors).toEqual([]);
      } finally {
        for (const context of contexts.splice(0)) await context.close();
      }
    },
  );
});
