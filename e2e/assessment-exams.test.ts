// Exams end to end in Chromium (issue 38): the district admin adds an exam unit to a programme, sets up its random
// paper from the demo bank (a rule asking for more questions than the bank holds is named, then fixed), previews a
// drawn paper and publishes; the demo teacher enrols, sits the exam, reloads in the middle (every answer still
// there), submits; the short answer is graded in the queue; the teacher sees the pass, the unit completed and its
// hours credited, and the certificate the pass unlocked (the programme's offline session marked attended). One
// server, a fresh database.
import type { BrowserContext, Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoKeys, programmeBody, typeNumber } from './support/assessment';
import { seriousViolations } from './support/axe';
import { demoApi, login, type LoginInfo } from './support/api';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, watchErrors } from './support/web';
import { chooseOption } from './support/select';
import { chinaWall } from '@yanxiu/contract/china-time';

type Unit = { id: number; kind: string; title: string };
type Programme = { id: number; version: number; units: Unit[] };

const STAMP = Date.now() % 100_000;
const PROGRAMME = `新教师师德培训 ${STAMP}`;
const EXAM_UNIT = `结业考试 ${STAMP}`;
const EXAM = `师德与教学规范测验 ${STAMP}`;
const SHORT_ANSWER = '以学生为中心，尊重差异，家校协同。';

describe('exams: a random paper in a programme, sat by a teacher, graded, credited', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];
  const api = <T>(session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown) =>
    demoApi<T>(fixture.server.baseUrl, session, method, path, body);
  const openAs = (username: string, path: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, path);

  test(
    'staff build and publish the exam; the teacher sits it with a reload, a grader marks the short answer, the teacher passes',
    { timeout: 300_000 },
    async () => {
      const base = fixture.server.baseUrl;
      const admin = await login(base, { username: 'district_admin', password: PASSWORD });
      // A programme open for enrolment now, with an offline session; the exam unit is added in the editor below.
      const created = await api<{ id: number }>(
        admin,
        'POST',
        '/training/manage/programmes/create',
        programmeBody(PROGRAMME, {
          summary: '师德规范与课堂实践',
          description: '新教师入职培训。',
          creditHours: 4,
          session: '开班仪式',
          sessionHours: 2,
        }),
      );

      try {
        // 1. The district admin adds an exam unit in the programme editor and saves the programme.
        const staff = await openAs('district_admin', `/manage/training/${created.id}`);
        const staffErrors = watchErrors(staff);
        await staff.getByRole('tab', { name: /课程单元/ }).click();
        await staff.locator('[data-testid=unit-add-exam]').click();
        await staff.locator('[data-testid=unit-title-1]').fill(EXAM_UNIT);
        await staff.locator('[data-testid=programme-save]').click();
        // Saved, the unit links to its exam.
        const setUp = staff.locator('a[data-testid=unit-exam-1]');
        // The saved programme's editor reloads at its first tab.
        await setUp.waitFor({ state: 'attached', timeout: 30_000 });
        await staff.getByRole('tab', { name: /课程单元/ }).click();
        await setUp.waitFor();
        const programme = await api<Programme>(admin, 'GET', `/training/manage/programmes/${created.id}`);
        const examUnit = programme.units.find((unit) => unit.kind === 'exam')!;
        expect(examUnit.title).toBe(EXAM_UNIT);

        // 2. The exam's settings and a random paper: one short answer worth 10, and true-or-false questions worth 1.
        await setUp.click();
        await staff.waitForURL((url) => url.pathname === '/pc/manage/assessment/exams/new');
        await staff.locator('[data-testid=exam-title]').fill(EXAM);
        const window = staff.locator('.ant-picker-range').first();
        const [startInput, endInput] = [window.locator('input').nth(0), window.locator('input').nth(1)];
        await startInput.click();
        await startInput.fill(chinaWall(new Date(Date.now() - 10 * 60_000)));
        await startInput.press('Tab');
        await endInput.click();
        await endInput.fill(chinaWall(new Date(Date.now() + 3 * 3_600_000)));
        await endInput.press('Tab');
        await staff.keyboard.press('Escape');
        await expect.poll(() => endInput.inputValue()).not.toBe('');
        await typeNumber(staff, '[data-testid=exam-time-limit]', 30);
        await staff.locator('[data-testid=rule-add]').click();
        await chooseOption(staff, '[data-testid=rule-kinds-0]', '简答题');
        await typeNumber(staff, '[data-testid=rule-count-0]', 1);
        await typeNumber(staff, '[data-testid=rule-points-0]', 10);
        await staff.locator('[data-testid=rule-add]').click();
        await chooseOption(staff, '[data-testid=rule-kinds-1]', '判断题');
        // More true-or-false questions than the demo bank holds: the preview names the rule.
        await typeNumber(staff, '[data-testid=rule-count-1]', 50);
        await typeNumber(staff, '[data-testid=rule-points-1]', 1);
        await staff.locator('[data-testid=exam-save]').click();
        await staff.waitForURL((url) => /\/pc\/manage\/assessment\/exams\/\d+$/.test(url.pathname), { timeout: 30_000 });
        const examId = Number(new URL(staff.url()).pathname.split('/').pop());
        const preview = staff.locator('[data-testid=exam-preview]');
        // The editor reloads the saved exam (at its new version) after a save: a click on the button it replaces is
        // lost, so the preview is asked for again until its outcome shows.
        const previewUntil = async (outcome: Locator) =>
          expect
            .poll(
              async () => {
                if (await outcome.isVisible()) return true;
                if (await preview.isEnabled()) await preview.click();
                return outcome.isVisible();
              },
              { timeout: 30_000 },
            )
            .toBe(true);
        await previewUntil(staff.locator('[data-testid=rule-problem-1]'));
        await screenshot(staff, 'exam-rule-short');
        await typeNumber(staff, '[data-testid=rule-count-1]', 2);
        await staff.locator('[data-testid=exam-save]').click();
        const drawn = staff.locator('[data-testid=paper-preview]');
        await previewUntil(drawn);
        await drawn.waitFor();
        await expect.poll(() => drawn.locator('[data-testid^=preview-question-]').count()).toBe(3);
        await staff
          .locator('.ant-modal-footer')
          .getByRole('button', { name: /关\s?闭/ })
          .click();
        await staff.locator('[data-testid=exam-publish]').click();
        await staff
          .locator('.ant-popconfirm')
          .getByRole('button', { name: /确\s?定|OK/ })
          .click();
        await expect.poll(() => staff.locator('[data-testid=exam-status]').textContent(), { timeout: 30_000 }).toBe('已发布');
        expect(await seriousViolations(staff), 'the exam editor passes axe').toEqual([]);
        await expectNoKeys(staff, ['assessmentExams']);
        expect(staffErrors.pageErrors).toEqual([]);

        // The programme opens to teachers.
        const current = await api<Programme>(admin, 'GET', `/training/manage/programmes/${created.id}`);
        await api(admin, 'POST', '/training/manage/programmes/status', { id: created.id, action: 'publish', version: current.version });

        // 3. The demo teacher enrols and opens the exam from the programme's exam unit.
        const teacher = await openAs('teacher', `/training/common/${created.id}`);
        const teacherErrors = watchErrors(teacher);
        await teacher.locator('[data-testid=enrol-button]').click();
        const openExam = teacher.locator(`[data-testid=open-unit-${examUnit.id}]`);
        await openExam.waitFor({ timeout: 30_000 });
        // The programme's offline session is marked attended: the exam is then all that stands before its certificate.
        const teacherLogin = await login(base, { username: 'teacher', password: PASSWORD });
        const session = programme.units.find((unit) => unit.kind === 'offline')!;
        await api(admin, 'POST', '/training/manage/attendance', {
          unitId: session.id,
          userIds: [Number(teacherLogin.userId)],
          attended: true,
        });
        const certificatesOf = async () =>
          (await api<Array<{ title: string }>>(teacherLogin, 'GET', '/learning/certificates')).filter((row) =>
            row.title.includes(PROGRAMME),
          );
        await openExam.click();
        await teacher.waitForURL((url) => url.pathname === `/pc/training/exam/unit/${examUnit.id}`);
        await teacher.locator('[data-testid=exam-start]').click();
        await teacher.locator('[data-testid=exam-start-ok]').click();
        await teacher.waitForURL((url) => /\/pc\/training\/exam\/attempt\/\d+$/.test(url.pathname), { timeout: 30_000 });
        const attemptPath = new URL(teacher.url()).pathname;
        await teacher.locator('[data-testid=time-left]').waitFor();

        // 4. Answer each question; the short answer's text and the first true-or-false answer, then a reload.
        const answer = async (position: number) => {
          await teacher.locator(`[data-testid=nav-${position}]`).click();
          const card = teacher.locator(`[data-testid=question-${position}]`);
          await card.waitFor();
          const text = card.locator(`[data-testid=text-${position}]`);
          if ((await text.count()) > 0) await text.fill(SHORT_ANSWER);
          else await card.locator(`[data-testid=option-${position}-true]`).click();
          await expect
            .poll(() => card.locator('[data-testid=answer-save-state]').getAttribute('data-status'), { timeout: 30_000 })
            .toBe('saved');
        };
        await answer(1);
        await answer(2);
        await screenshot(teacher, 'exam-attempt');
        expect(await seriousViolations(teacher), 'the attempt page passes axe').toEqual([]);
        // The rest of the sitting on a phone's width: the reload resumes it there.
        await teacher.setViewportSize({ width: 375, height: 812 });
        await teacher.reload();
        await teacher.locator('[data-testid=attempt-sheet]').waitFor({ timeout: 30_000 });
        expect(new URL(teacher.url()).pathname).toBe(attemptPath);
        for (const position of [1, 2]) {
          await teacher.locator(`[data-testid=nav-${position}]`).click();
          const card = teacher.locator(`[data-testid=question-${position}]`);
          await card.waitFor();
          const text = card.locator(`[data-testid=text-${position}]`);
          if ((await text.count()) > 0) expect(await text.inputValue()).toBe(SHORT_ANSWER);
          else {
            // antd puts the test id on the radio's input or on its label, by version.
            const chosen = card.locator(`[data-testid=option-${position}-true]`);
            expect(await chosen.evaluate((node) => (node instanceof HTMLInputElement ? node : node.querySelector('input'))?.checked)).toBe(
              true,
            );
          }
          expect(await teacher.locator(`[data-testid=nav-${position}]`).getAttribute('data-answered')).toBe('true');
        }
        expect(await teacher.locator('[data-testid=nav-3]').getAttribute('data-answered')).toBe('false');
        const submitBox = await teacher.locator('[data-testid=attempt-submit]').boundingBox();
        expect(submitBox!.x + submitBox!.width, 'submit within a 375 px screen').toBeLessThanOrEqual(375);
        await screenshot(teacher, 'exam-attempt-375');

        // 5. Submitting names the unanswered question; the teacher answers it, then submits.
        await teacher.locator('[data-testid=attempt-submit]').click();
        expect(await teacher.locator('[data-testid=submit-confirm-text]').textContent()).toContain('第 3 题');
        await teacher
          .locator('.ant-modal-confirm')
          .getByRole('button', { name: /取\s?消/ })
          .click();
        await answer(3);
        await teacher.locator('[data-testid=attempt-submit]').click();
        expect(await teacher.locator('[data-testid=submit-confirm-text]').textContent()).toBe('所有题目均已作答。');
        await teacher.locator('[data-testid=submit-confirm-ok]').click();
        await teacher.waitForURL((url) => url.pathname.startsWith('/pc/training/exam/result/'), { timeout: 30_000 });
        await teacher.locator('[data-testid=result-pending]').waitFor();
        await screenshot(teacher, 'exam-result-pending');

        // Submitted, the short answer not graded yet: no pass, so no certificate.
        expect(await certificatesOf()).toEqual([]);

        // 6. The short answer waits in the grading queue; the admin gives it full marks.
        const grader = await openAs('district_admin', '/manage/assessment/grading');
        const row = grader.locator('[data-testid=grading-queue] tr, [data-testid=grading-queue-card]').filter({ hasText: EXAM });
        await row.first().waitFor({ timeout: 30_000 });
        await row.first().locator('a[data-testid^=grade-]').click();
        expect(await grader.locator('[data-testid=grading-answer]').textContent()).toBe(SHORT_ANSWER);
        await typeNumber(grader, '[data-testid=grading-points]', 10);
        await grader.locator('[data-testid=grading-feedback]').fill('观点清楚。');
        await grader.locator('[data-testid=grading-save]').click();
        await grader.waitForURL((url) => url.pathname.startsWith('/pc/manage/assessment/grading'), { timeout: 30_000 });
        await expect.poll(() => grader.locator('[data-testid=grading-queue]').getByText(EXAM).count(), { timeout: 30_000 }).toBe(0);

        // 7. The teacher has passed: the counted result, the unit completed, its hours on the study-time page.
        await teacher.goto(`${base}/pc/training/exam/${examId}`);
        await teacher.locator('[data-testid=exam-counted] [data-testid=score-passed][data-passed=true]').waitFor({ timeout: 30_000 });
        await screenshot(teacher, 'exam-passed');
        await teacher.goto(`${base}/pc/training/common/${created.id}`);
        await teacher.locator(`[data-testid=unit-done-${examUnit.id}]`).waitFor({ timeout: 30_000 });
        await teacher.goto(`${base}/pc/studyTime`);
        await teacher.locator('[data-testid=hours-entries]').getByText(PROGRAMME, { exact: false }).first().waitFor({ timeout: 30_000 });
        // The pass completed the programme (its session was attended): the certificate it unlocked is the teacher's.
        await teacher.goto(`${base}/pc/my/certificate`);
        await teacher
          .locator('[data-testid=certificates-table], [data-testid=certificates-cards]')
          .getByText(PROGRAMME, { exact: false })
          .first()
          .waitFor({ timeout: 30_000 });
        expect(await certificatesOf()).toHaveLength(1);
        await expectNoKeys(teacher, ['assessmentExams']);
        expect(teacherErrors.pageErrors).toEqual([]);
      } finally {
        for (const context of contexts.splice(0)) await context.close();
      }
    },
  );
});
