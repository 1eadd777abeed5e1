// Development (career-stage) applications end to end in Chromium (issue 6): the teacher applies for the next phase
// with a PDF, the school admin returns it with a comment, the teacher updates and resubmits, the school admin
// approves, the district admin approves and finishes in one confirmed action, and the teacher's home page shows the
// new phase. Reviewers go back to their (then empty) queue after each decision.
// One server (a fresh database), one application, in order.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPageAs, screenshot, useBrowserFixture, waitForHome, waitForPath, waitForToast, watchErrors } from './support/web';
import { minimalPdf } from './support/minimal-pdf';

describe('development applications: apply, return, resubmit, approve twice, finish', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];

  const openAs = (username: string, path: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, path);

  /** The apply-status value the page's status tag shows, once it shows `status`. */
  async function expectStatus(page: Page, status: string): Promise<void> {
    await expect
      .poll(() => page.locator('[data-testid=apply-status]').first().getAttribute('data-status'), { timeout: 10_000 })
      .toBe(status);
  }

  /** On the reviewer detail page: decides with `label` (通过 / 不通过 / 退回修改) and an optional comment. */
  async function decide(page: Page, label: string, comment?: string): Promise<void> {
    const form = page.locator('[data-testid=decision-form]');
    await form.waitFor();
    await form.locator('.ant-radio-wrapper', { hasText: new RegExp(`^${label}$`) }).click();
    if (comment) await form.locator('textarea').fill(comment);
    await page.locator('[data-testid=decision-submit]').click();
    await waitForToast(page, '审核意见已提交');
  }

  /** From the one to-do list, opens the development application of 王芳 and returns its detail page. */
  async function openFromQueue(page: Page): Promise<void> {
    const item = page.locator('[data-testid^="todo-item-development.review-"] a', { hasText: '王芳' });
    await item.first().waitFor();
    await item.first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/pc/my/todoList/development/'));
    await page.locator('[data-testid=application-status]').waitFor();
  }

  test('the whole process, each person in their own browser session', { timeout: 180_000 }, async () => {
    try {
      // 1. The teacher (phase 2) sees the next phase, its conditions and the form, and applies with a PDF.
      const teacher = await openAs('teacher', '/personal/stage');
      const errors = watchErrors(teacher);
      const form = teacher.locator('[data-testid=application-form]');
      await form.waitFor();
      expect(await teacher.locator('[data-testid=stage-current-phase]').textContent()).toBe('胜任型教师');
      expect(await teacher.locator('[data-testid=target-phase]').textContent()).toContain('骨干教师');
      // Teaching years and title are checked (met); the declared ones wait for evidence.
      const statuses = await teacher
        .locator('[data-testid=condition-list] [data-status]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
      expect(statuses).toContain('met');
      expect(statuses).toContain('toDeclare');
      expect(statuses).not.toContain('notMet');
      await form.locator('textarea').fill('近五年承担区级公开课两次，年度考核均为合格以上。');
      const inputs = form.locator('input[type=file]');
      const count = await inputs.count();
      expect(count, 'conditions asking for evidence').toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        await inputs
          .nth(index)
          .setInputFiles({ name: `证明${index + 1}.pdf`, mimeType: 'application/pdf', buffer: minimalPdf(`Evidence ${index + 1}`) });
      }
      await expect.poll(() => form.locator('.ant-upload-list-item-done').count(), { timeout: 15_000 }).toBe(count);
      await screenshot(teacher, 'development-stage-form');
      await teacher.locator('[data-testid=application-submit]').click();
      await waitForToast(teacher, '申报已提交');
      await teacher.locator('[data-testid=open-application]').waitFor();
      await expectStatus(teacher, '4');
      await screenshot(teacher, 'development-stage-submitted');

      // 2. The school admin finds it in the to-do list, previews the PDF and returns it with a comment.
      const school = await openAs('school_admin', '/my/todoList');
      await school.locator('[data-testid^="todo-item-development.review-"]', { hasText: '王芳' }).first().waitFor();
      await screenshot(school, 'development-queue');
      await openFromQueue(school);
      await school.locator('[data-testid=evidence-preview-button]').first().click();
      const frame = school.locator('[data-testid=evidence-frame]');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^blob:/);
      await screenshot(school, 'development-review-preview');
      await school.keyboard.press('Escape');
      await frame.waitFor({ state: 'detached' });
      await screenshot(school, 'development-review-detail');
      // Returning needs a comment.
      await school.locator('[data-testid=decision-form] .ant-radio-wrapper', { hasText: '退回修改' }).click();
      await school.locator('[data-testid=decision-submit]').click();
      await school.getByText('退回修改时请写明需要修改的内容').waitFor();
      const reviewPath = new URL(school.url()).pathname;
      await decide(school, '退回修改', '请补充区级公开课的证明材料');
      await waitForPath(school, '/pc/my/todoList');
      await school.goto(`${fixture.server.baseUrl}${reviewPath}`);
      await expectStatus(school, '5');

      // 3. The teacher reads the comment, edits and resubmits: a second round.
      await teacher.reload();
      await teacher.locator('[data-testid=open-application]').waitFor();
      await expectStatus(teacher, '5');
      expect(await teacher.locator('[data-testid=audit-trail]').textContent()).toContain('请补充区级公开课的证明材料');
      expect(await teacher.locator('[data-testid=next-step]').textContent()).toContain('退回');
      await screenshot(teacher, 'development-stage-returned');
      await teacher.locator('[data-testid=apply-edit]').click();
      const edit = teacher.locator('[data-testid=application-form]');
      await edit.waitFor();
      expect(await edit.locator('textarea').inputValue()).toContain('区级公开课');
      await edit.locator('textarea').fill('近五年承担区级公开课两次（证明已补充），年度考核均为合格以上。');
      await edit
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: '公开课证明.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Open class') });
      await expect.poll(() => edit.locator('.ant-upload-list-item-done').count(), { timeout: 15_000 }).toBe(count + 1);
      await teacher.locator('[data-testid=application-submit]').click();
      await waitForToast(teacher, '已重新提交');
      await expectStatus(teacher, '4');
      expect(await teacher.locator('[data-testid=application-status]').textContent()).toContain('第 2 轮');

      // 4. The school admin approves: it moves on to the district.
      await school.goto(`${fixture.server.baseUrl}/pc/my/todoList`);
      await openFromQueue(school);
      expect(await school.locator('[data-testid=apply-statement]').textContent()).toContain('证明已补充');
      await decide(school, '通过');
      // Nothing else waits for the school: back to the queue.
      await waitForPath(school, '/pc/my/todoList');
      await school.goto(`${fixture.server.baseUrl}${reviewPath}`);
      await expect.poll(() => school.locator('[data-testid=application-status]').textContent()).toContain('区县审核');
      await school.locator('[data-testid=nothing-to-do]').waitFor();

      // 5. The district admin decides the last step: approve and finish in one confirmed action.
      const district = await openAs('district_admin', '/my/todoList');
      await openFromQueue(district);
      await district.locator('[data-testid=decision-form] .ant-radio-wrapper', { hasText: /^通过并办结$/ }).waitFor();
      await district.locator('[data-testid=decision-submit]').click();
      const finish = district.locator('.ant-popconfirm .ant-btn-primary');
      await finish.click();
      // Under CI's load the click can land while the confirmation is still opening and be lost (no call, no toast):
      // until the toast shows, a confirmation still open is confirmed again (a pending one ignores clicks).
      const finished = district.locator('.ant-message', { hasText: '已办结' });
      await expect
        .poll(
          async () => {
            if (await finished.count()) return true;
            if (await finish.isVisible()) await finish.click({ timeout: 2_000 }).catch(() => undefined);
            return (await finished.count()) > 0;
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe(true);
      await waitForPath(district, '/pc/my/todoList');
      await district.goto(`${fixture.server.baseUrl}${reviewPath}`);
      await expectStatus(district, '6');
      await district.locator('[data-testid=nothing-to-do]').waitFor();
      expect(await district.locator('[data-testid=audit-trail]').textContent()).toContain('退回修改');

      // 6. The teacher's home page shows the new phase.
      await teacher.goto(`${fixture.server.baseUrl}/pc/home`);
      await waitForHome(teacher);
      await expect.poll(() => teacher.locator('[data-testid=current-phase]').textContent(), { timeout: 10_000 }).toContain('骨干教师');
      await teacher.goto(`${fixture.server.baseUrl}/pc/personal/stage`);
      await expect.poll(() => teacher.locator('[data-testid=stage-current-phase]').textContent(), { timeout: 10_000 }).toBe('骨干教师');
      await teacher.locator('[data-testid=application-form]').waitFor();
      await screenshot(teacher, 'development-stage-finished');

      // Read-only (spec 2: the stored status '1'): the same page without the form or any button.
      await teacher.goto(`${fixture.server.baseUrl}/pc/personal/stage?status=1`);
      await teacher.locator('[data-testid=read-only]').waitFor();
      await teacher.locator('[data-testid=target-phase]').waitFor();
      expect(await teacher.locator('[data-testid=application-form]').count()).toBe(0);
      expect(await teacher.locator('[data-testid=development-type]').count()).toBe(0);
      expect(await teacher.locator('.ant-layout-content main button, .ant-layout-content section button').count()).toBe(0);
      await screenshot(teacher, 'development-stage-read-only');

      // 7. Her portrait (issue 17) shows the seeded hours of this year and the step just finished in her phase history.
      await teacher.goto(`${fixture.server.baseUrl}/pc/teacherPortrait`);
      const history = teacher.locator('[data-testid=portrait-phase-history]');
      await expect.poll(() => history.textContent(), { timeout: 10_000 }).toContain('由胜任型教师晋升至骨干教师');
      const thisYear = teacher.locator('[data-testid=portrait-hours-table] tbody tr').last();
      expect(Number(await thisYear.locator('td').nth(1).textContent()), "this year's seeded hours").toBeGreaterThan(0);
      expect(await teacher.locator('[data-testid=portrait-phase]').textContent()).toBe('骨干教师');
      await teacher.locator('[data-testid=portrait-radar-chart] canvas').waitFor();
      await screenshot(teacher, 'portrait-teacher');
      expect(errors.pageErrors, errors.pageErrors.join('\n')).toEqual([]);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
