// Research topics (课题, issue 20) end to end in Chromium: the district has published a call; a teacher applies with
// two members chosen by name and survives a reload mid-form (the plan comes back from session storage); the members
// confirm (one on the page, one by the API); the school and the district approve, the district sets a panel of two
// experts, both score (one on the page); the host files the opening and mid-term reports and a process record on the
// host page (their reviews are decided by the API, the staff pages having been walked for the application), files the
// conclusion, which the experts appraise; the profile shows the topic; the host shares it and the share page opens
// signed out with its preview tags. One server (a fresh database), in order.
// The demo seed has one expert (孙丽); the district gives the expert role to 周涛 (`idle`) by the accounts API, the
// way district staff choose reviewers, and he scores by the API.
import fs from 'node:fs';
import path from 'node:path';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { ManagedAccount } from '@yanxiu/contract/administration-accounts';
import type { TopicCallWriteResult, TopicDetail, TopicReviewQueuePage, TopicExpertPage } from '@yanxiu/contract/topic';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { demoApi, login, requestJson, type LoginInfo } from './support/api';
import { minimalPdf } from './support/minimal-pdf';
import { repoRoot } from './support/server';
import { openPageAs, PASSWORD, screenshot, useBrowserFixture, waitForToast, watchErrors } from './support/web';
import { chooseOption } from './support/select';

const TITLE = `小学数学大单元教学的实践研究 ${Date.now() % 100_000}`;
const CALL = '2027 年度区教育科学规划课题指南（端到端）';

/** The input of an antd field whose root or input carries `testId`. */
const inputOf = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"], textarea[data-testid="${testId}"]`).first();

/** Types a day into an antd date picker (the form keeps it as `YYYY-MM-DD`). */
async function typeDay(page: Page, input: ReturnType<Page['locator']>, day: string): Promise<void> {
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(() => input.inputValue()).toBe(day);
}

const axeSource = fs.readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe-core violations of the page as it is now, as "rule: targets" lines (a11y.test.ts has the full report). */
async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP refuses an inline script tag, as it should.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: Array<{ target: unknown[]; html: string }> };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 160)}`).join(' | ')}`,
      );
  });
}

/** A calendar day `days` from now (UTC is close enough: the period spans months). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('topics: from the application to the conclusion, the profile and the share page', () => {
  const fixture = useBrowserFixture();
  const contexts: BrowserContext[] = [];
  const openAs = (username: string, path: string) => openPageAs(fixture.browser, fixture.server.baseUrl, contexts, username, path);
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  test(
    'a teacher applies with two members, the topic is approved, runs its stages, is concluded and shared',
    { timeout: 300_000 },
    async () => {
      const base = fixture.server.baseUrl;
      const api = <T>(session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown) =>
        demoApi<T>(base, session, method, path, body);
      const signIn = (username: string) => login(base, { username, password: PASSWORD });
      const [district, school, newteacher] = await Promise.all([signIn('district_admin'), signIn('school_admin'), signIn('newteacher')]);

      // The district: a second expert (周涛), and a call open now with two levels, a member cap of three and two experts.
      const idleAccount = (
        await api<{ records: ManagedAccount[] }>(district, 'GET', `${ApiPaths.administrationAccounts}?keyword=idle&current=1&size=10`)
      ).records.find((account) => account.username === 'idle')!;
      await api(district, 'POST', ApiPaths.administrationAccountUpdate, {
        id: idleAccount.id,
        version: idleAccount.version,
        name: idleAccount.name,
        gender: idleAccount.gender,
        phone: idleAccount.phone,
        roles: [...idleAccount.roles, 'expert'],
        teaching: idleAccount.teaching,
      });
      const [idle, expertSession] = await Promise.all([signIn('idle'), signIn('expert')]);
      const call = await api<TopicCallWriteResult>(district, 'POST', ApiPaths.topicManageSaveCall, {
        title: CALL,
        year: 2027,
        description: '围绕新课标落地开展研究',
        levels: ['key', 'general'],
        suggestions: [{ key: 'unit', title: '大单元教学', level: null, description: '' }],
        eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        memberCap: 3,
        requiredDocuments: ['课题申报书'],
        expertCount: 2,
        passScore: 60,
        // A research period under way for half a year: every stage's window is open (each opens when the one before
        // falls due), so the host files them one after the other today.
        periodStartsOn: dayFromNow(-200),
        periodEndsOn: dayFromNow(165),
      });
      await api(district, 'POST', ApiPaths.topicManagePublishCall, { callId: call.callId, version: call.version });

      // 1. The teacher finds the call and starts an application: title, level, background, two members by name.
      const host = await openAs('teacher', '/scientific/topic');
      const hostErrors = watchErrors(host);
      const card = host.locator('[data-testid=call-card]', { hasText: CALL });
      await card.locator('[data-testid=call-apply]').click();
      await host.locator('[data-testid=apply-form]').waitFor();
      await inputOf(host, 'apply-title').fill(TITLE);
      await chooseOption(host, '[data-testid=apply-level]', '一般课题');
      await inputOf(host, 'plan-background').fill('新课标要求整体把握教学内容，单元教学设计仍是薄弱环节。');
      for (const name of ['李强', '刘洋']) {
        await host.locator('[data-testid=apply-members] input').fill(name);
        await host.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: name }).click();
      }
      await host.keyboard.press('Escape');
      await host.locator('[data-testid=draft-state][data-status=saved]').waitFor({ timeout: 15_000 });
      await expect.poll(() => host.url()).toMatch(/applyId=\d+/);

      // 2. Mid-form, before the next save, the page is reloaded: what was typed comes back from the tab.
      await inputOf(host, 'plan-aims').fill('形成一批大单元教学设计案例。');
      await inputOf(host, 'plan-methods').fill('行动研究、课例研究');
      await host.reload();
      await host.locator('[data-testid=plan-restored]').waitFor();
      expect(await inputOf(host, 'plan-methods').inputValue()).toBe('行动研究、课例研究');
      expect(await inputOf(host, 'plan-aims').inputValue()).toBe('形成一批大单元教学设计案例。');
      expect(await inputOf(host, 'apply-title').inputValue()).toBe(TITLE);
      await screenshot(host, 'topic-apply-restored');
      expect(await axeProblems(host)).toEqual([]);

      // 3. The rest of the plan and the application form (a PDF); the two members are still to confirm.
      await inputOf(host, 'plan-stage-title').fill('准备阶段');
      await typeDay(host, inputOf(host, 'plan-stage-start'), dayFromNow(30));
      await typeDay(host, inputOf(host, 'plan-stage-end'), dayFromNow(120));
      await inputOf(host, 'plan-expectedResults').fill('研究报告、教学设计案例集');
      await host
        .locator('[data-testid=apply-files] input[type=file]')
        .setInputFiles({ name: '课题申报书.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Topic application') });
      await expect.poll(() => host.locator('[data-testid=apply-files] .ant-upload-list-item-done').count(), { timeout: 15_000 }).toBe(1);
      await host.locator('[data-testid=draft-state][data-status=saved]').waitFor({ timeout: 15_000 });
      await host.locator('[data-testid=apply-unconfirmed]').waitFor();
      expect(await host.locator('[data-testid=apply-submit]').isDisabled()).toBe(true);
      const applyId = Number(new URL(host.url()).searchParams.get('applyId'));

      // 4. 李强 confirms on his topics page; 刘洋 by the API.
      const member = await openAs('backbone', '/scientific/myTopic');
      const memberErrors = watchErrors(member);
      const invitation = member.locator('[data-testid=my-topics] tr, [data-testid=my-topics] .ant-card', { hasText: TITLE }).first();
      await invitation.locator('[data-testid=member-confirm]').click();
      await waitForToast(member, '已确认加入课题组');
      await api(newteacher, 'POST', ApiPaths.topicRespondMembership, { applyId, accept: true });

      // 5. The host submits: the members' confirmations are read again on the way in.
      await host.reload();
      await host.locator('[data-testid=apply-form]').waitFor();
      await expect.poll(() => host.locator('[data-testid=member-status][data-status=confirmed]').count(), { timeout: 10_000 }).toBe(2);
      await host.locator('[data-testid=apply-submit]').click();
      await host.locator('[data-testid=confirm-submit]').click();
      await host.waitForURL(/\/scientific\/applyRecord/, { timeout: 15_000 });
      await host.locator('[data-testid=my-applications]').getByText(TITLE).waitFor();

      // 6. The school and the district approve on their review pages; the district sets the two experts.
      async function decideOnPage(username: string, assignExperts: boolean): Promise<void> {
        const page = await openAs(username, '/manage/topicReview');
        const row = page.locator('[data-testid=topic-queue] tr, [data-testid=topic-queue] .ant-card', { hasText: TITLE }).first();
        await row.locator('a[data-testid^=review-open-]').click();
        await page.locator('[data-testid=decision-form]').waitFor();
        // The panel is set while the review is at the district step, before the district passes it on.
        if (assignExperts) {
          await chooseOption(page, '[data-testid=panel-experts]', ['孙丽', '周涛']);
          await page.locator('[data-testid=panel-save]').click();
          await expect.poll(() => page.locator('[data-testid=panel-members] .ant-list-item').count(), { timeout: 15_000 }).toBe(2);
        }
        await page.locator('[data-testid=decision-submit]').click();
        await page.locator('[data-testid=decision-form]').waitFor({ state: 'detached', timeout: 15_000 });
      }
      await decideOnPage('school_admin', false);
      await decideOnPage('district_admin', true);

      // 7. Both experts score the plan: 孙丽 on her scoring page, 周涛 by the API. The mean (85) passes: approved.
      const expert = await openAs('expert', '/scientific/topicScoring');
      const expertErrors = watchErrors(expert);
      await expert
        .locator('[data-testid=topic-scoring-table] tr, [data-testid=topic-scoring-table] .ant-card', { hasText: TITLE })
        .first()
        .locator('a[data-testid^=topic-score-open-]')
        .click();
      await inputOf(expert, 'topic-score-input').fill('88');
      await expert.locator('[data-testid=topic-score-form] textarea').fill('选题切口小，方案可行。');
      await expert.locator('[data-testid=topic-score-submit]').click();
      await expert.locator('.ant-popconfirm .ant-btn-primary, .ant-popover .ant-btn-primary').first().click();
      await expert.locator('[data-testid=topic-score-mine]').waitFor({ timeout: 15_000 });
      const idleQueue = await api<TopicExpertPage>(idle, 'GET', `${ApiPaths.topicExpertQueue}?state=pending&current=1&size=10`);
      const idleItem = idleQueue.records.find((item) => item.applyId === applyId)!;
      await api(idle, 'POST', ApiPaths.topicExpertScore, {
        kind: 'application',
        reviewId: idleItem.reviewId,
        score: 82,
        comment: '建议细化评价工具。',
      });
      const approved = await api<TopicDetail>(newteacher, 'GET', `${ApiPaths.topicDetail}?applyId=${applyId}`);
      expect(approved.phase).toBe('approved');
      expect(approved.topicNo).toMatch(/^2027-/);

      /** School then district approve the pending stage filing of `kind` by the API; a conclusion gets its two experts first. */
      async function approveStage(kind: 'opening' | 'midterm' | 'conclusion'): Promise<number> {
        let reviewId = 0;
        for (const staff of [school, district]) {
          const queue = await api<TopicReviewQueuePage>(
            staff,
            'GET',
            `${ApiPaths.topicReviewQueue}?state=pending&kind=${kind}&current=1&size=10`,
          );
          reviewId = queue.records.find((item) => item.applyId === applyId)!.reviewId;
          // The district passes a conclusion to the experts only with its full panel.
          if (kind === 'conclusion' && staff === district)
            await api(district, 'POST', ApiPaths.topicAssignExperts, {
              reviewId,
              expertUserIds: [Number(expertSession.userId), Number(idle.userId)],
            });
          await api(staff, 'POST', ApiPaths.topicReviewDecide, { reviewId, decision: 'approve' });
        }
        return reviewId;
      }

      // 8. On the host page the host files the opening report with a document, then the mid-term report.
      await host.goto(`${base}/pc/scientific/myTopic/hostPage/${applyId}`);
      await host.locator('[data-testid=topic-no]').getByText(approved.topicNo!).waitFor();
      await host.locator('[data-testid=next-due][data-kind=opening]').waitFor();
      expect(await host.locator('[data-testid=file-conclusion]').count()).toBe(0);
      async function fileStage(kind: 'opening' | 'midterm' | 'conclusion', report: string, withFile: boolean): Promise<void> {
        await host.locator(`[data-testid=file-${kind}]`).click();
        await inputOf(host, 'stage-report').fill(report);
        if (kind === 'conclusion') await inputOf(host, 'stage-results').fill('形成《小学数学大单元教学设计案例集》一册，研究报告一份。');
        if (withFile) {
          await host
            .locator('[data-testid=stage-files] input[type=file]')
            .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: minimalPdf(kind) });
          await expect
            .poll(() => host.locator('[data-testid=stage-files] .ant-upload-list-item-done').count(), { timeout: 15_000 })
            .toBe(1);
        }
        // The filing's answer first (a refusal names itself here), then the timeline; both may be slow with two e2e
        // files running on the loaded machine (the conclusion once took over 15 s there).
        const answered = host.waitForResponse((response) => response.url().includes('/api/topic/stages/file'), { timeout: 30_000 });
        await host.locator('[data-testid=stage-send]').click();
        const answer = await answered;
        expect(answer.status(), await answer.text()).toBe(200);
        expect((await answer.json()).code, await answer.text()).toBe(0);
        await host.locator(`[data-testid=stage-${kind}][data-status=reviewing]`).waitFor({ timeout: 30_000 });
      }
      await fileStage('opening', '开题报告：研究问题、思路与分工。', true);
      await approveStage('opening');
      await host.reload();
      await host.locator('[data-testid=stage-opening][data-status=passed]').waitFor();
      await fileStage('midterm', '中期检查：已完成 6 节研究课。', false);
      await approveStage('midterm');

      // 9. A process record on the host page, with its file.
      await host.reload();
      await host.getByRole('tab', { name: /过程记录/ }).click();
      await host.locator('[data-testid=add-record]').click();
      await inputOf(host, 'record-title').fill('第一次单元教学研讨');
      await typeDay(host, inputOf(host, 'record-day'), new Date().toISOString().slice(0, 10));
      await inputOf(host, 'record-description').fill('研讨“分数的意义”单元的整体设计。');
      await host
        .locator('[data-testid=record-files] input[type=file]')
        .setInputFiles({ name: '研讨记录.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Meeting') });
      await expect.poll(() => host.locator('[data-testid=record-files] .ant-upload-list-item-done').count(), { timeout: 15_000 }).toBe(1);
      await host.locator('[data-testid=record-save]').click();
      await host.locator('[data-testid=topic-record]', { hasText: '第一次单元教学研讨' }).waitFor({ timeout: 15_000 });

      // 10. The conclusion: filed by the host, approved by school and district, appraised by both experts.
      await host.getByRole('tab', { name: '研究进度' }).click();
      await fileStage('conclusion', '结题报告：研究结论与反思。', false);
      const conclusionReview = await approveStage('conclusion');
      await expert.goto(`${base}/pc/scientific/topicScoring/${conclusionReview}`);
      await expert.locator('[data-testid=topic-appraisal]').getByText('优秀').click();
      await expert.locator('[data-testid=topic-score-form] textarea').fill('成果可推广。');
      await expert.locator('[data-testid=topic-score-submit]').click();
      await expert.locator('.ant-popconfirm .ant-btn-primary, .ant-popover .ant-btn-primary').first().click();
      await expert.locator('[data-testid=topic-score-mine]').waitFor({ timeout: 15_000 });
      await api(idle, 'POST', ApiPaths.topicExpertScore, {
        kind: 'conclusion',
        reviewId: conclusionReview,
        appraisal: 'pass',
        comment: '达到预期。',
      });
      await host.reload();
      await host.locator('[data-testid=topic-concluded]').waitFor({ timeout: 15_000 });
      await screenshot(host, 'topic-concluded');
      expect(await axeProblems(host)).toEqual([]);

      // 11. The host's profile shows the topic among the achievements.
      await host.goto(`${base}/pc/personal/achievements`);
      await host.getByText(TITLE).first().waitFor({ timeout: 15_000 });

      // 12. The host shares it; a signed-out visitor opens the share page, whose HTML carries the preview tags.
      await host.goto(`${base}/pc/scientific/myTopic/hostPage/${applyId}`);
      await host.locator('[data-testid=share-open]').click();
      await host.locator('.ant-modal textarea').fill('以大单元教学设计为抓手，提炼出可推广的小学数学单元教学策略。');
      // check() clicks and then confirms the box is ticked (a click during the dialog's opening once left it unticked).
      await host.locator('.ant-modal').getByRole('checkbox', { name: '课题申报书.pdf' }).check();
      // The documents the stages filed are offered too, by stage.
      await host.locator('.ant-modal').getByRole('checkbox', { name: '开题报告：opening.pdf' }).check();
      await host.locator('[data-testid=share-save]').click();
      await host.locator('[data-testid=share-link]').waitFor({ timeout: 15_000 });
      const shareUrl = `${base}/pc/topicContentDetail/sharePage/${applyId}`;
      const html = await (await fetch(shareUrl)).text();
      expect(html).toContain(`<meta property="og:title" content="${TITLE}`);
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
      expect(html).toContain(`<meta property="og:url" content="`);
      const visitor = await fixture.browser.newContext();
      contexts.push(visitor);
      const page = await visitor.newPage();
      const visitorErrors = watchErrors(page);
      await page.goto(shareUrl);
      await page.getByText(TITLE).first().waitFor();
      await page.getByText('课题申报书.pdf').first().waitFor();
      await page.getByText('opening.pdf').first().waitFor();
      expect(await page.title()).toContain(TITLE);
      await screenshot(page, 'topic-share-signed-out');
      // Unknown topics are a clear 404, in status and on the page.
      expect((await requestJson(`${base}/pc/topicContentDetail/sharePage/99999999`)).status).toBe(404);

      expect(hostErrors.pageErrors).toEqual([]);
      expect(memberErrors.pageErrors).toEqual([]);
      expect(expertErrors.pageErrors).toEqual([]);
      expect(visitorErrors.pageErrors).toEqual([]);
    },
  );
});
