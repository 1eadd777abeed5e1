// The staff's one review list end to end in Chromium (issue 37): a district staff member opens /my/todoList/reviews
// and finds, in one table, a waiting review of each reviewing domain (a development application, a selection
// application, a research topic, a backbone recognition and declared hours); they open each from its row, decide it
// on the domain's own page, come back, and the row has left the list, until nothing waits.
// The items are set up through the API as their people would: 王芳 applies in development, selection and topics, and
// the school admin passes those and the demo's backbone application on to the district; the demo's declared hours
// wait at the school step. Declared hours are checked by a school admin only, so the district staff member here holds
// that role too (given in the database before anyone signs in, so the server runs on a throwaway PostgreSQL cluster,
// as selection.test.ts does).
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startCluster, type PgCluster } from '../scripts/lib/pg-cluster.mjs';
import { DEMO_APP_ID, bearer, demoApi, login, type LoginInfo } from './support/api';
import { minimalPdf } from './support/minimal-pdf';
import type { RunningServer } from './support/server';
import { dumpServerOutput, openPageAs, PASSWORD, screenshot, startBrowserAndServer, watchErrors } from './support/web';

const DAY_MS = 24 * 60 * 60 * 1000;
const PROJECT = '2026 年区级教学能手评选（审核列表）';
const TOPIC = '小学数学分层作业设计研究（审核列表）';
type Domain = 'development' | 'selection' | 'topic' | 'backbone' | 'declaration';
type Pending = { records: Array<{ domain: Domain; reviewId: string; subjectId: string; title: string; link: string }> };

describe('the staff’s one review list: one waiting review of each domain, each decided from it', () => {
  let cluster: PgCluster | undefined;
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const people: Record<string, LoginInfo> = {};
  const api = <T>(who: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
    demoApi<T>(server.baseUrl, people[who]!, method, path, body);

  /** Uploads a PDF as `who`'s evidence and answers its id. */
  async function upload(who: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(minimalPdf('Evidence'))], { type: 'application/pdf' }), '证明.pdf');
    const answer = await fetch(`${server.baseUrl}/api/files?purpose=evidence&appId=${DEMO_APP_ID}`, {
      method: 'POST',
      headers: bearer(people[who]!),
      body: form,
    });
    const body = (await answer.json()) as { code: number; data: { id: string } };
    expect(body.code, JSON.stringify(body)).toBe(0);
    return body.data.id;
  }

  /** The reviews waiting for `who`, through the list's own call. */
  const pendingOf = (who: string, domain: Domain) => api<Pending>(who, 'GET', `/review/pending?domain=${domain}&size=50`);

  beforeAll(async () => {
    cluster = await startCluster();
    const databaseUrl = await cluster.createDatabase('yanxiu_review_list');
    ({ browser, server } = await startBrowserAndServer({ databaseUrl }));
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const granted = await client.query(
        "UPDATE users SET roles = array_append(roles, 'school_admin') WHERE username = 'district_admin' AND NOT ('school_admin' = ANY(roles))",
      );
      expect(granted.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    for (const who of ['teacher', 'school_admin', 'district_admin', 'expert'])
      people[who] = await login(server.baseUrl, { username: who, password: PASSWORD });

    // Development: 王芳 applies for the next phase with evidence for every condition that asks for a file; the school passes it on.
    const conditions = await api<Array<{ conditionCode: string; required: boolean }>>(
      'teacher',
      'GET',
      '/teacherProfile/developmentApply/getConditionFileByPostTypeAndPhase?postTypeCode=1&phaseCode=3',
    );
    const evidence: Record<string, string[]> = {};
    for (const condition of conditions.filter((one) => one.required)) evidence[condition.conditionCode] = [await upload('teacher')];
    const applied = await api<{ applyId: number }>('teacher', 'POST', '/teacherProfile/developmentApply/developmentApply', {
      sectionCode: '2',
      postTypeCode: '1',
      phaseCode: '3',
      statement: '近五年承担区级公开课两次。',
      evidence,
    });
    await api('school_admin', 'POST', '/teacherProfile/developmentApply/auditApply', { applyId: applied.applyId, decision: 'approve' });

    // Selection: the district publishes a project open for ten days; 王芳 applies; the school recommends her.
    const now = Date.now();
    const saved = await api<{ prjId: number; version: number }>('district_admin', 'POST', '/projectApply/manage/project/save', {
      title: PROJECT,
      description: '',
      category: '1',
      kind: '1',
      applyScope: '1',
      selfReview: '4',
      scoreAggregation: 'mean',
      startsAt: new Date(now - DAY_MS).toISOString(),
      endsAt: new Date(now + 10 * DAY_MS).toISOString(),
      eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
      schoolQuota: null,
      groups: [],
      sections: [
        {
          title: '业绩',
          indicators: [{ title: '自述', kind: 'text', maxScore: 10, guide: '', options: [], multiple: false, required: true }],
        },
      ],
    });
    await api('district_admin', 'POST', '/projectApply/manage/project/publish', saved);
    const info = await api<{ info: unknown }>('teacher', 'GET', `/projectApply/project-apply/getUserInfoByApplyId?prjId=${saved.prjId}`);
    const draft = await api<{ applyId: number; version: number }>('teacher', 'POST', '/projectApply/project-apply/savaApplyUserInfo', {
      prjId: saved.prjId,
      groupId: null,
      info: info.info,
    });
    const items = await api<{ sections: Array<{ indicators: Array<{ id: number }> }> }>(
      'teacher',
      'GET',
      `/projectApply/project-apply-item/getProjectItemByPrjIdOrApplyId?applyId=${draft.applyId}`,
    );
    const text = items.sections[0]!.indicators[0]!.id;
    const filled = await api<{ version: number }>('teacher', 'POST', '/projectApply/project-apply-item/saveApplyItem', {
      applyId: draft.applyId,
      version: draft.version,
      values: [{ itemId: text, value: { kind: 'text', text: '我的自述' } }],
    });
    await api('teacher', 'POST', '/projectApply/project-apply/submitApply', { applyId: draft.applyId, version: filled.version });
    await api('school_admin', 'POST', '/projectApply/manage/review/decide', { applyId: draft.applyId, decision: 'approve' });

    // Topics: the district publishes a call with a one-expert panel; 王芳 applies; the school passes it on and the
    // district sets the panel (the district step is decided in the browser).
    const call = await api<{ callId: number; version: number }>('district_admin', 'POST', '/topic/manage/calls/save', {
      title: '课题指南（审核列表）',
      year: 2026,
      description: '',
      levels: ['general'],
      suggestions: [],
      eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
      startsAt: new Date(now - DAY_MS).toISOString(),
      endsAt: new Date(now + 30 * DAY_MS).toISOString(),
      memberCap: 3,
      requiredDocuments: [],
      expertCount: 1,
      passScore: 75,
      periodStartsOn: new Date(now).toISOString().slice(0, 10),
      periodEndsOn: new Date(now + 700 * DAY_MS).toISOString().slice(0, 10),
    });
    await api('district_admin', 'POST', '/topic/manage/calls/publish', { callId: call.callId, version: call.version });
    const topic = await api<{ applyId: number; version: number }>('teacher', 'POST', '/topic/apply/save', {
      callId: call.callId,
      title: TOPIC,
      level: 'general',
      suggestionKey: null,
      memberUserIds: [],
      plan: {
        background: '作业负担重',
        aims: '形成分层作业设计',
        methods: '行动研究',
        stages: [{ title: '调研', startsOn: '2026-01-01', endsOn: '2026-06-30', tasks: '' }],
        expectedResults: '研究报告',
        references: [],
      },
      fileIds: [],
    });
    await api('teacher', 'POST', '/topic/apply/submit', { applyId: topic.applyId, version: topic.version });
    const topicReview = (await pendingOf('school_admin', 'topic')).records.find((item) => item.title === TOPIC)!;
    await api('school_admin', 'POST', '/topic/manage/review/decide', { reviewId: Number(topicReview.reviewId), decision: 'approve' });
    await api('district_admin', 'POST', '/topic/manage/experts/assign', {
      reviewId: Number(topicReview.reviewId),
      expertUserIds: [Number(people.expert!.userId)],
    });

    // Backbone: the school passes the demo's application of 王芳 on to the district.
    const backbone = (await pendingOf('school_admin', 'backbone')).records[0]!;
    await api('school_admin', 'POST', '/profile/backbone/decide', { applyId: Number(backbone.subjectId), decision: 'approve' });
  }, 240_000);

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') dumpServerOutput(server);
    for (const open of contexts.splice(0)) await open.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await cluster?.stop();
  });

  /** The list's rows, once it has answered: one per waiting review, by domain. */
  async function rowsOf(page: Page): Promise<string[]> {
    const list = page.locator('[data-testid=review-list]');
    // Answered: rows, or the empty text (the table never says empty while it is loading).
    await page.locator('[data-testid=review-list] tbody tr[data-row-key], [data-testid=review-list] .ant-empty').first().waitFor();
    return list
      .locator('tbody tr[data-row-key] a[data-testid^=review-open-]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!.split('-')[2]!));
  }

  /** Clicks what a decision asks (a confirmation when one opens) until the page has moved on from the decision. */
  async function submitAndConfirm(page: Page, submit: string, done: () => Promise<boolean>): Promise<void> {
    await page.locator(submit).first().click();
    const confirm = page.locator('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary');
    await expect
      .poll(
        async () => {
          if (await done()) return true;
          if (await confirm.first().isVisible())
            await confirm
              .first()
              .click({ timeout: 2_000 })
              .catch(() => undefined);
          return done();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
  }

  /** On the domain's own page, opened from the row: approves the review there. */
  async function decide(page: Page, domain: Domain, subjectId: string): Promise<void> {
    const decisionPage = page.url();
    const moved = async () => page.url() !== decisionPage;
    if (domain === 'declaration') {
      const approve = page.locator(`[data-testid=queue-approve-${subjectId}]`);
      await approve.click();
      // The shared decision form in a dialog, approving chosen; it asks before crediting the hours.
      await submitAndConfirm(page, '[data-testid=queue-decision-submit]', async () => (await approve.count()) === 0);
      return;
    }
    if (domain === 'backbone') {
      const form = page.locator('[data-testid=backbone-decision-form]');
      await form.waitFor();
      await form.locator('.ant-radio-wrapper', { hasText: /^通过$/ }).click();
      await submitAndConfirm(page, '[data-testid=backbone-decision-submit]', async () => (await moved()) || (await form.count()) === 0);
      return;
    }
    // Development, selection and topics decide in the shared decision form; approving is its first choice.
    const form = page.locator('[data-testid=decision-form]');
    await form.waitFor();
    await form.locator('.ant-radio-wrapper').first().click();
    await submitAndConfirm(
      page,
      '[data-testid=decision-submit], [data-testid=decision-form-submit]',
      async () => (await moved()) || (await form.count()) === 0,
    );
  }

  test('a district staff member sees one of each domain in one table and decides each from its row', { timeout: 240_000 }, async () => {
    const page = await openPageAs(browser, server.baseUrl, contexts, 'district_admin', '/my/todoList/reviews');
    const errors = watchErrors(page);
    await page.locator('[data-testid=review-list] tbody tr[data-row-key]').first().waitFor();
    expect((await rowsOf(page)).sort()).toEqual(['backbone', 'declaration', 'development', 'selection', 'topic']);
    for (const title of [PROJECT, TOPIC, '骨干教师认定'])
      await page.locator('[data-testid=review-list]').getByText(title).first().waitFor();
    expect(await page.locator('[data-testid=review-count-all]').textContent()).toBe('5');
    expect(await page.title()).toContain('待我审核');
    await screenshot(page, 'review-list-five-domains');

    const items = (await api<Pending>('district_admin', 'GET', '/review/pending?size=50')).records;
    for (const domain of ['development', 'selection', 'topic', 'backbone', 'declaration'] as const) {
      const item = items.find((one) => one.domain === domain)!;
      await page.goto(`${server.baseUrl}/pc/my/todoList/reviews`);
      await page.locator(`a[data-testid=review-open-${domain}-${item.reviewId}]`).click();
      await page.waitForURL((url) => url.pathname === `/pc${item.link}`);
      await decide(page, domain, item.subjectId);
      // Back on the list: the row has gone, the others wait.
      await page.goto(`${server.baseUrl}/pc/my/todoList/reviews`);
      await expect.poll(() => rowsOf(page), { timeout: 15_000 }).not.toContain(domain);
    }
    await page.getByText('没有等待你审核的事项').waitFor();
    expect(await page.locator('[data-testid=review-count-all]').textContent()).toBe('0');
    await screenshot(page, 'review-list-all-decided');
    expect(errors.pageErrors).toEqual([]);
  });
});
