// Selection (评选, issue 15) end to end in Chromium: the district admin creates a classified project (one group with a
// quota, a file indicator and a text indicator, self-review allowed) and publishes it; the teacher applies with a
// PDF and self scores and submits (the apply page never writes login info to storage); the school admin recommends
// and the district admin checks eligibility; the district puts two experts on the group's panel; both score; the
// district ticks the winner, publishes the list for public notice (公示), finalises and issues certificates; the
// teacher sees the final result and downloads the certificate.
// The demo seed has one expert (孙丽, third school): the second is the backbone teacher (李强, second school), given
// the expert role in the database before anyone signs in, so the server runs on a throwaway PostgreSQL cluster
// (as faults.test.ts does). Neither expert is of the teacher's school (the first), so both may score her.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startCluster, type PgCluster } from '../scripts/lib/pg-cluster.mjs';
import { minimalPdf } from './support/minimal-pdf';
import { repoRoot, type RunningServer } from './support/server';
import { dumpServerOutput, openPageAs, screenshot, startBrowserAndServer, STORAGE, waitForToast, watchErrors } from './support/web';
import { chooseOption } from './support/select';

const TITLE = '2026 年小学数学骨干教师评选（端到端）';
const GROUP = '小学数学';

/** The input of an antd field whose root or input carries `testId`. */
const inputOf = (page: Page, testId: string) =>
  page
    .locator(
      `[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"], [data-testid="${testId}"] textarea`,
    )
    .first();

const axeSource = fs.readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations of the page as it is now, as "rule: targets" lines (a11y.test.ts has the full report). */
async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP refuses an inline script tag, as it should.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`).join(' | ')}`,
      );
  });
}

/** Clicks what starts a download and answers the bytes saved. */
async function downloaded(page: Page, trigger: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(trigger).first().click()]);
  const file = await download.path();
  expect(file).toBeTruthy();
  return fs.readFileSync(file!);
}

/** A `YYYY-MM-DD HH:mm` of the browser's clock `days` from now. */
function stamp(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

describe('selection: a classified project from creation to the winner’s certificate', () => {
  let cluster: PgCluster | undefined;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const openAs = (username: string, path: string) => openPageAs(browser, server.baseUrl, contexts, username, path);

  beforeAll(async () => {
    cluster = await startCluster();
    const databaseUrl = await cluster.createDatabase('yanxiu_selection');
    ({ browser, server } = await startBrowserAndServer({ databaseUrl }));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const granted = await client.query(
        "UPDATE users SET roles = array_append(roles, 'expert') WHERE username = 'backbone' AND NOT ('expert' = ANY(roles))",
      );
      expect(granted.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  }, 180_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') dumpServerOutput(server);
    for (const open of contexts.splice(0)) await open.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await cluster?.stop();
  });

  /** On a selection review page: approves (the school's approval is its recommendation) and waits for the answer. */
  async function approveFromQueue(page: Page): Promise<void> {
    const row = page.locator('[data-testid=selection-queue] tr, [data-testid=selection-queue] [data-row-key]', { hasText: '王芳' }).first();
    await row.waitFor();
    await row.locator('a[data-testid^=review-open-]').click();
    const form = page.locator('[data-testid=decision-form]');
    await form.waitFor();
    await form.locator('.ant-radio-wrapper').first().click();
    await page.locator('[data-testid=decision-submit]').click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });
  }

  /** As an expert: opens 王芳’s pending application, scores both indicators with comments and an overall one, and submits. */
  async function score(username: string, scores: [number, number]): Promise<void> {
    const page = await openAs(username, '/selection/scoring');
    const row = page.locator('[data-testid=scoring-table] tr, [data-testid=scoring-table] [data-row-key]', { hasText: '王芳' }).first();
    await row.waitFor();
    await row.locator('a[data-testid^=scoring-open-]').click();
    await page.locator('[data-testid=scoring-form]').waitFor();
    // The guide is in sight, the evidence is there, and no other expert's score shows before submitting.
    expect(await page.locator('[data-testid^=scoring-guide-]').first().textContent()).toContain('每节 5 分');
    await page.locator('[data-testid=scoring-evidence]').first().waitFor();
    expect(await page.locator('[data-testid=scoring-other-totals]').count()).toBe(0);
    if (username === 'expert') expect(await axeProblems(page)).toEqual([]);
    const inputs = page.locator('input[data-testid^=score-input-], [data-testid^=score-input-] input');
    expect(await inputs.count()).toBe(2);
    const comments = page.locator('textarea[data-testid^=score-comment-], [data-testid^=score-comment-] textarea');
    for (const [index, value] of scores.entries()) {
      await inputs.nth(index).fill(String(value));
      await comments.nth(index).fill(`评语 ${index + 1}`);
    }
    // The overall comment every sheet carries (a comment per indicator is optional).
    await page
      .locator('textarea[data-testid=score-overall-comment], [data-testid=score-overall-comment] textarea')
      .fill('材料完整，成果突出。');
    await expect.poll(() => page.locator('[data-testid=scoring-total]').getAttribute('data-total')).toBe(String(scores[0] + scores[1]));
    await page.locator('[data-testid=scoring-submit]').click();
    await page.locator('.ant-modal [data-testid=scoring-confirm-ok]').waitFor();
    const submitted = page.waitForResponse((response) => response.url().includes('/selection-detail/submit'), { timeout: 45_000 });
    let answered = false;
    void submitted.then(() => (answered = true)).catch(() => undefined);
    const ok = page.locator('.ant-modal [data-testid=scoring-confirm-ok]');
    await ok.click();
    // Under CI's load the click can land while the confirmation is still opening and be lost (no call): until the
    // answer comes, a confirmation still open is confirmed again (a pending one ignores clicks).
    await expect
      .poll(
        async () => {
          if (!answered && (await ok.isVisible())) await ok.click({ timeout: 2_000 }).catch(() => undefined);
          return answered;
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toBe(true);
    const answer = await submitted;
    expect(answer.status(), await answer.text()).toBe(200);
    await waitForToast(page, '评分已提交');
    await page.locator('[data-testid=scoring-submitted]').waitFor();
    // Only now the other experts' totals: none for the first, the first's for the second.
    expect(await page.locator('[data-testid=scoring-other-totals]').textContent()).toContain(username === 'expert' ? '尚未提交' : '24');
    await screenshot(page, `selection-scored-${username}`);
  }

  test(
    'create and publish, apply, recommend, score twice, publish the list, finalise, and the teacher downloads the certificate',
    { timeout: 420_000 },
    async () => {
      // 1. The district admin creates a classified project with a group, a quota and two indicators, and publishes it.
      const district = await openAs('district_admin', '/manage/selection/new');
      const districtErrors = watchErrors(district);
      await inputOf(district, 'project-title').fill(TITLE);
      const period = district.locator('.ant-picker-range').first();
      await period.locator('input').first().click();
      await period.locator('input').first().fill(stamp(-1));
      await period.locator('input').first().press('Enter');
      await period.locator('input').nth(1).fill(stamp(30));
      await period.locator('input').nth(1).press('Enter');
      // The picker takes typed dates only once it has rendered them; a loaded machine must not skip past that.
      await expect.poll(() => period.locator('input').nth(1).inputValue()).toBe(stamp(30));
      await chooseOption(district, '[data-testid=project-self-review]', '允许自评');
      await district.locator('[data-testid=project-scope] .ant-radio-wrapper', { hasText: '分类申报' }).click();
      await inputOf(district, 'project-quota').fill('2');
      await district.locator('[data-testid=add-group]').click();
      await inputOf(district, 'group-0-name').fill(GROUP);
      await chooseOption(district, '[data-testid=group-0-section]', /^小学$/);
      await inputOf(district, 'group-0-quota').fill('1');
      await inputOf(district, 'section-0-title').fill('教学业绩');
      await inputOf(district, 'indicator-0-0-title').fill('区级以上公开课证明');
      await chooseOption(district, '[data-testid=indicator-0-0-kind]', '附件');
      await inputOf(district, 'indicator-0-0-max').fill('10');
      await district.locator('[data-testid=indicator-0-0] textarea').first().fill('区级以上公开课每节 5 分，最高 10 分。');
      await district.locator('[data-testid=section-0-add-indicator]').click();
      await inputOf(district, 'indicator-0-1-title').fill('教学反思');
      await chooseOption(district, '[data-testid=indicator-0-1-kind]', '文本');
      await inputOf(district, 'indicator-0-1-max').fill('20');
      await district.locator('[data-testid=indicator-0-1] textarea').first().fill('反思深入、有改进措施得满分。');
      // Wait for the save itself (the form sends nothing when a rule fails: then say which), then for the project's page.
      const formErrors = async () => (await district.locator('.ant-form-item-explain-error').allTextContents()).join(' | ');
      const [saved] = await Promise.all([
        district
          .waitForResponse((response) => response.url().includes('/manage/project/save'), { timeout: 30_000 })
          .catch(async (error: unknown) => {
            throw new Error(`the project was not sent; form errors: ${await formErrors()}`, { cause: error });
          }),
        district.locator('[data-testid=project-save]').click(),
      ]);
      expect(saved.status(), await saved.text()).toBe(200);
      await district.waitForURL((url) => /^\/pc\/manage\/selection\/\d+$/.test(url.pathname), { timeout: 30_000 });
      const prjId = Number(new URL(district.url()).pathname.split('/').pop());
      await district.locator('[data-testid=project-publish]').click();
      await district.locator('.ant-popconfirm .ant-btn-primary').click();
      await district.locator('[data-testid=project-frozen]').waitFor();
      await screenshot(district, 'selection-project-published');

      // 2. The teacher applies with a PDF and self scores; the apply page writes no login info to storage.
      const teacher = await openAs('teacher', '/home');
      await teacher.context().addInitScript((key) => {
        const writes: string[] = [];
        (window as unknown as { loginWrites: string[] }).loginWrites = writes;
        const original = Storage.prototype.setItem;
        Storage.prototype.setItem = function (name: string, value: string) {
          if (name === key) writes.push(window.location.pathname);
          return original.call(this, name, value);
        };
      }, STORAGE.loginInfo);
      await teacher.goto(`${server.baseUrl}/pc/mySelection/apply/${prjId}`);
      const teacherErrors = watchErrors(teacher);
      await teacher.locator('[data-testid=applicant-form]').waitFor();
      await chooseOption(teacher, '[data-testid=group-select]', GROUP);
      await teacher.locator('[data-testid=start-application]').click();
      const fileCard = teacher.locator('[data-kind=file]').first();
      await fileCard.waitFor();
      await fileCard
        .locator('input[type=file]')
        .setInputFiles({ name: '公开课证明.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Open lesson') });
      await expect.poll(() => fileCard.textContent(), { timeout: 15_000 }).toContain('公开课证明.pdf');
      await teacher.locator('[data-kind=text] textarea').first().fill('三年来坚持写教学反思，形成单元整体教学的改进方案。');
      const selfScores = teacher.locator('input[data-testid=self-score-input], [data-testid=self-score-input] input');
      await selfScores.nth(0).fill('9');
      await selfScores.nth(1).fill('17');
      await teacher.locator('[data-testid=submit]').click();
      const confirmSubmit = teacher.locator('.ant-popconfirm .ant-btn-primary');
      await confirmSubmit.click();
      // Under CI's load the click can land while the confirmation is still opening and be lost (no call): until the
      // application reads submitted, a confirmation still open is confirmed again (a pending one ignores clicks).
      await expect
        .poll(
          async () => {
            const status = await teacher.locator('[data-testid=application-editor]').getAttribute('data-status');
            if (status !== '4' && (await confirmSubmit.isVisible())) await confirmSubmit.click({ timeout: 2_000 }).catch(() => undefined);
            return status;
          },
          { timeout: 45_000, interval: 2_000 },
        )
        .toBe('4');
      await screenshot(teacher, 'selection-applied');
      expect(await teacher.evaluate(() => (window as unknown as { loginWrites: string[] }).loginWrites)).toEqual([]);
      // Signed in all along: the login info kept in memory on this page, the one stored before still there untouched.
      expect(await teacher.evaluate((key) => window.localStorage.getItem(key), STORAGE.loginInfo)).not.toBeNull();

      // 3. The school admin recommends it (within the group's quota of one), the district checks its eligibility.
      const school = await openAs('school_admin', '/manage/selectionReview');
      await approveFromQueue(school);
      await district.goto(`${server.baseUrl}/pc/manage/selectionReview`);
      await approveFromQueue(district);

      // 4. The district puts both experts on the group's panel.
      await district.goto(`${server.baseUrl}/pc/manage/selectionResults?prjId=${prjId}&tab=experts`);
      const panel = district.locator('[data-testid^=panel-experts-]').first();
      await panel.waitFor();
      await chooseOption(district, panel, ['孙丽', '李强']);
      await district.locator('[data-testid^=panel-save-]').first().click();
      await waitForToast(district, '评审专家已保存');

      // 5. Both experts score it; neither sees the other's scores before submitting.
      await score('expert', [8, 16]);
      await score('backbone', [9, 18.5]);

      // 6. The district reads the ranking, ticks the winner, publishes for public notice, finalises early with a reason
      //    and issues the certificates.
      await district.goto(`${server.baseUrl}/pc/manage/selectionResults?prjId=${prjId}&tab=progress`);
      await expect
        .poll(() =>
          district
            .locator('[data-testid^=progress-]')
            .evaluateAll((rows) => rows.map((row) => `${row.getAttribute('data-done')}/${row.getAttribute('data-total')}`)),
        )
        .toEqual(['1/1', '1/1']);
      await district.locator('[data-testid=results-tabs] .ant-tabs-tab', { hasText: '排名' }).click();
      const ranking = district.locator('[data-testid=ranking-table]');
      const winner = ranking.locator('tr', { hasText: '王芳' }).first();
      await winner.waitFor();
      // The mean of 24 and 27.5.
      expect(await winner.textContent()).toContain('25.75');
      expect(await winner.locator('[data-testid=rank]').getAttribute('data-rank')).toBe('1');
      // The pointer off the tab it clicked: a hovered tab is lighter than its resting colour.
      await district.mouse.move(0, 0);
      expect(await axeProblems(district)).toEqual([]);
      await winner.locator('.ant-checkbox-input').check();
      await district.locator('[data-testid=results-publish]').click();
      const noticeEnd = district.locator('[data-testid=results-notice-end]');
      await noticeEnd.click();
      // China's today, the first day the picker allows: the browser's own today is the day before from 16:00 UTC on.
      const chinaToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const openCalendar = district.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      const todayCell = openCalendar.locator(`.ant-picker-cell[title="${chinaToday}"]`).first();
      await todayCell.click();
      // On a loaded machine the click can land before the calendar answers it (the date stays empty): the end date must
      // show before OK, so until it does, the calendar is opened again if it closed and the day picked again.
      const endShown = () =>
        noticeEnd.evaluate((element) => (element instanceof HTMLInputElement ? element : element.querySelector('input'))?.value ?? '');
      await expect
        .poll(
          async () => {
            const shown = await endShown();
            if (shown === chinaToday) return shown;
            if (!(await openCalendar.count())) await noticeEnd.click().catch(() => undefined);
            await todayCell.click({ timeout: 2_000 }).catch(() => undefined);
            return endShown();
          },
          { timeout: 20_000 },
        )
        .toBe(chinaToday);
      const published = district.waitForResponse((response) => response.url().includes('/projectApply/manage/results/publish'), {
        timeout: 30_000,
      });
      await district.locator('[data-testid=results-publish-ok]').click();
      expect((await published).status()).toBe(200);
      await expect
        .poll(() => district.locator('[data-testid=results-actions]').getAttribute('data-phase'), { timeout: 15_000 })
        .toBe('publicity');
      await district.locator('[data-testid=results-finalise]').click();
      await inputOf(district, 'results-early-reason').fill('公示无异议，经评审委员会同意提前结束');
      await district.locator('[data-testid=results-finalise-ok]').click();
      await waitForToast(district, '评选结果已定稿');
      await district.locator('[data-testid=results-certificates]').click();
      await inputOf(district, 'results-honour').fill('区级骨干教师');
      await district.locator('[data-testid=results-certificates-ok]').click();
      await waitForToast(district, '已颁发 1 张证书');
      await winner.locator('[data-testid=ranking-certificate]').waitFor();
      // The exports come through the request layer as files: the ranking as a workbook, the application as a PDF.
      expect((await downloaded(district, '[data-testid=export-ranking]')).subarray(0, 2).toString('latin1')).toBe('PK');
      expect((await downloaded(district, '[data-testid^=ranking-pdf-]')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await screenshot(district, 'selection-results-final');
      // On a phone the ranking reads as cards, each with its PDF export at its foot.
      await district.setViewportSize({ width: 375, height: 800 });
      const card = district.locator('[data-testid=ranking-table-card]', { hasText: '王芳' }).first();
      await card.waitFor();
      expect(await card.locator('[data-testid^=ranking-pdf-]').isVisible()).toBe(true);
      await screenshot(district, 'selection-results-375');
      expect(districtErrors.pageErrors).toEqual([]);

      // 7. The teacher sees the final result and downloads the certificate.
      await teacher.goto(`${server.baseUrl}/pc/my/selection`);
      const mine = teacher
        .locator('[data-testid=my-applications] tr, [data-testid=my-applications] [data-row-key]', { hasText: TITLE })
        .first();
      await mine.waitFor();
      await expect.poll(() => mine.locator('[data-testid=result-tag]').getAttribute('data-result')).toBe('selected');
      await screenshot(teacher, 'selection-result');
      await teacher.goto(`${server.baseUrl}/pc/my/certificate`);
      const certificate = teacher.locator('tr, [data-row-key]', { hasText: TITLE }).first();
      await certificate.waitFor();
      const pdf = await downloaded(
        teacher,
        `tr:has-text("${TITLE}") button:has-text("PDF"), [data-row-key]:has-text("${TITLE}") button:has-text("PDF")`,
      );
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(teacherErrors.pageErrors).toEqual([]);
    },
  );
});
