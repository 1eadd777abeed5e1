import { and, eq, sql } from 'drizzle-orm';
import { profileRecordPath } from '@yanxiu/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileRecords } from '@server/db/schema/profile';
import { topicApplications, topicStages } from '@server/db/schema/topic';
import { countRows } from '@server-test/support/db-state';
import { notificationMessages } from '@server/db/schema/notifications';
import { applicationBody, callBody, client, researchPeriod, setUp, type Env } from '@server/modules/topic/topic.fixtures';
import { stageRemindersJob } from '@server/modules/topic/stages/stage-reminders';
import { addDays, chinaYear } from '@server/platform/time/china-time';

describe('a research topic from its application to its conclusion', () => {
  let env: Env;
  const c = client(() => env);
  let callId: number;
  beforeAll(async () => {
    env = await setUp();
    callId = await c.publishedCall();
  });
  afterAll(async () => {
    await env.close();
  });

  it('lists the open call with its suggested topics to teachers, and the demo call too', async () => {
    const page = await c.data(c.get('topicCalls', env.who.teacher, { size: '100' }));
    const mine = (page.records as Array<Record<string, unknown>>).find((row) => row.callId === callId);
    expect(mine).toMatchObject({ open: true, eligible: true, reasons: [], myApplyId: null, suggestions: [{ key: 'a' }, { key: 'b' }] });
    expect((page.records as Array<{ title: string }>).some((row) => row.title === `${chinaYear()} 年度区级教育科研课题指南`)).toBe(true);
  });

  it('keeps an invited member inactive: submission waits until every listed member confirmed or was removed', async () => {
    const { who } = env;
    const fileId = await c.uploadPdf(who.teacher!);
    const body = {
      callId,
      title: '成员确认',
      level: 'general',
      suggestionKey: null,
      memberUserIds: [c.userId(who.idle!)],
      plan: {
        background: '背景',
        aims: '目标',
        methods: '方法',
        stages: [{ title: '一', startsOn: '2026-01-01', endsOn: '2026-02-01', tasks: '' }],
        expectedResults: '成果',
        references: [],
      },
      fileIds: [fileId],
    };
    const draft = await c.data(c.post('topicSaveApplication', who.teacher, body));
    const detail = await c.data(c.get('topicDetail', who.teacher, { applyId: String(draft.applyId) }));
    expect(detail.members).toEqual([expect.objectContaining({ name: '周涛', status: 'invited' })]);
    const refused = await c.post('topicSubmitApplication', who.teacher, { applyId: draft.applyId, version: draft.version });
    expect(refused.json()).toMatchObject({ code: 4904 });
    // The invited member reads the topic to answer, and may not keep records on it.
    expect((await c.data(c.get('topicDetail', who.idle, { applyId: String(draft.applyId) }))).myRole).toBe('invited');
    expect(
      (
        await c.post('topicSaveRecord', who.idle, {
          applyId: draft.applyId,
          kind: 'data',
          title: '未确认',
          occurredOn: '2026-03-01',
          fileIds: [],
        })
      ).statusCode,
    ).toBe(403);
    const declined = await c.data(c.post('topicRespondMembership', who.idle, { applyId: draft.applyId, accept: false }));
    expect(declined.members[0].status).toBe('declined');
    expect((await c.post('topicSubmitApplication', who.teacher, { applyId: draft.applyId, version: draft.version })).json().code).toBe(
      4904,
    );
    const removed = await c.data(
      c.post('topicSaveApplication', who.teacher, { ...body, applyId: draft.applyId, version: draft.version, memberUserIds: [] }),
    );
    expect((await c.data(c.post('topicSubmitApplication', who.teacher, { applyId: draft.applyId, version: removed.version }))).status).toBe(
      '4',
    );
    // One application per host and call.
    expect((await c.post('topicSaveApplication', who.teacher, body)).json().code).toBe(4903);
  });

  it('runs school, district and a two-expert panel, then numbers the topic and gives it the call’s period', async () => {
    const { who, t } = env;
    const callB = await c.publishedCall(callBody({ title: '第二个指南', periodStartsOn: '2026-01-01', periodEndsOn: '2027-12-31' }));
    const topic = await c.submitted(who.newteacher!, callB, [who.idle!]);
    // The expert step waits for the panel; staff cannot decide it.
    await c.throughStaff(topic.reviewId, [who.expert!, who.backbone!]);
    // The school, the district, then the panel alone hear that it waits (not every expert of the district).
    const waiting = await t.deps.db
      .select({ audience: notificationMessages.audience, link: notificationMessages.link })
      .from(notificationMessages)
      .where(and(eq(notificationMessages.objectRef, `review:${topic.reviewId}`), eq(notificationMessages.kind, 'review.waiting')))
      .orderBy(notificationMessages.id);
    expect(waiting.map((row) => row.link)).toEqual(['/my/todoList', '/my/todoList', `/scientific/topicScoring/${topic.reviewId}`]);
    const panelIds = (waiting[2]?.audience as { userIds: number[] }).userIds;
    expect([...panelIds].sort()).toEqual([c.userId(who.expert!), c.userId(who.backbone!)].sort());
    expect((await c.post('topicReviewDecide', who.district_admin, { reviewId: topic.reviewId, decision: 'approve' })).json().code).toBe(
      4011,
    );
    const first = await c.data(
      c.post('topicExpertScore', who.expert, { kind: 'application', reviewId: topic.reviewId, score: 90, comment: '很好' }),
    );
    expect(first).toEqual({ reviewId: topic.reviewId, complete: false, outcome: null });
    expect(
      (await c.post('topicExpertScore', who.expert, { kind: 'application', reviewId: topic.reviewId, score: 90, comment: '再次' })).json()
        .code,
    ).toBe(4910);
    const last = await c.data(
      c.post('topicExpertScore', who.backbone, { kind: 'application', reviewId: topic.reviewId, score: 70, comment: '可以' }),
    );
    expect(last).toMatchObject({ complete: true, outcome: 'approved' });
    const detail = await c.data(c.get('topicDetail', who.newteacher, { applyId: String(topic.applyId) }));
    expect(detail).toMatchObject({
      phase: 'approved',
      status: '6',
      topicNo: '2026-001',
      periodStartsOn: '2026-01-01',
      periodEndsOn: '2027-12-31',
    });
    expect(detail.stages.map((slot: { kind: string; dueOn: string; canFile: boolean }) => [slot.kind, slot.dueOn, slot.canFile])).toEqual([
      ['opening', '2026-04-01', true],
      ['midterm', '2026-12-31', false],
      ['conclusion', '2027-12-31', false],
    ]);
    const second = await c.approvedTopic(who.teacher!, callB);
    expect((await c.data(c.get('topicDetail', who.teacher, { applyId: String(second.applyId) }))).topicNo).toBe('2026-002');
  });

  it('completes the panel once when its two experts submit at the same moment', async () => {
    const { who, t } = env;
    const callR = await c.publishedCall(callBody({ title: '并发指南', year: 2040 }));
    const topic = await c.submitted(who.teacher!, callR);
    await c.throughStaff(topic.reviewId, [who.expert!, who.backbone!]);
    const answers = await Promise.all([
      c.post('topicExpertScore', who.expert, { kind: 'application', reviewId: topic.reviewId, score: 88, comment: '好' }),
      c.post('topicExpertScore', who.backbone, { kind: 'application', reviewId: topic.reviewId, score: 82, comment: '好' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data.complete).sort()).toEqual([false, true]);
    const [row] = await t.deps.db.select().from(topicApplications).where(eq(topicApplications.id, topic.applyId));
    expect(row).toMatchObject({ phase: 'approved', topicNo: '2040-001' });
  });

  it('rejects an application whose mean score misses the pass score', async () => {
    const { who } = env;
    const callC = await c.publishedCall(callBody({ title: '第三个指南', passScore: 85 }));
    const topic = await c.submitted(who.teacher!, callC);
    await c.throughStaff(topic.reviewId, [who.expert!, who.backbone!]);
    await c.data(c.post('topicExpertScore', who.expert, { kind: 'application', reviewId: topic.reviewId, score: 90, comment: '好' }));
    expect(
      await c.data(
        c.post('topicExpertScore', who.backbone, { kind: 'application', reviewId: topic.reviewId, score: 79.8, comment: '一般' }),
      ),
    ).toMatchObject({ outcome: 'rejected' });
    const [row] = await env.t.deps.db.select().from(topicApplications).where(eq(topicApplications.id, topic.applyId));
    expect(row).toMatchObject({ phase: 'application', topicNo: null });
  });

  it('files stages strictly in order, keeps process records, concludes on a passing appraisal and records it in the profiles once', async () => {
    const { who, t } = env;
    const callD = await c.publishedCall(callBody({ title: '第四个指南', year: 2030 }));
    const topic = await c.approvedTopic(who.teacher!, callD, [who.idle!]);
    const { applyId } = topic;
    const laterEnd = addDays(researchPeriod.endsOn, 180);
    // No conclusion (nor mid-term) before its turn: 422 with a clear code, nothing written.
    const stagesBefore = await countRows(t.deps.db, topicStages);
    expect(
      (await c.post('topicFileStage', who.teacher, { applyId, kind: 'conclusion', report: '结题', results: '成果', fileIds: [] })).json(),
    ).toMatchObject({ code: 4905 });
    expect((await c.post('topicFileStage', who.teacher, { applyId, kind: 'midterm', report: '中期', fileIds: [] })).json().code).toBe(4905);
    expect(await countRows(t.deps.db, topicStages)).toBe(stagesBefore);
    // Members keep records; the host's members only.
    const record = await c.data(
      c.post('topicSaveRecord', who.idle, {
        applyId,
        kind: 'meeting',
        title: '开题研讨',
        occurredOn: '2026-03-01',
        description: '讨论',
        fileIds: [await c.uploadPdf(who.idle!)],
      }),
    );
    expect(
      (await c.post('topicSaveRecord', who.newteacher, { applyId, kind: 'meeting', title: '外人', occurredOn: '2026-03-01', fileIds: [] }))
        .statusCode,
    ).toBe(403);
    const records = await c.data(c.get('topicRecords', who.teacher, { applyId: String(applyId) }));
    expect(records.records).toEqual([
      expect.objectContaining({
        recordId: record.recordId,
        author: expect.objectContaining({ name: '周涛' }),
        canEdit: false,
        files: [expect.objectContaining({ name: '申报书.pdf' })],
      }),
    ]);

    await c.passedStage(who.teacher!, applyId, 'opening');
    expect((await c.post('topicFileStage', who.teacher, { applyId, kind: 'opening', report: '再开题', fileIds: [] })).json().code).toBe(
      4906,
    );
    await c.passedStage(who.teacher!, applyId, 'midterm');
    // A change request between: a new member and a later end of the period, applied on the district's approval. Under
    // review it names the one it adds, who is not a member yet, by name.
    const change = await c.data(
      c.post('topicFileStage', who.teacher, {
        applyId,
        kind: 'change',
        change: { reason: '延期', addMemberUserIds: [c.userId(who.newteacher!)], removeMemberUserIds: [], newPeriodEndsOn: laterEnd },
        fileIds: [],
      }),
    );
    const filed = await c.data(c.get('topicDetail', who.teacher, { applyId: String(applyId) }));
    expect(filed.changes[0].change.people).toEqual([
      expect.objectContaining({ userId: String(c.userId(who.newteacher!)), name: expect.stringMatching(/\S/) }),
    ]);
    expect(filed.changes[0].change.people[0].name).not.toBe(String(c.userId(who.newteacher!)));
    const changeReview = await c.reviewIdOf(applyId, 'change');
    await c.throughStaff(changeReview);
    const changed = await c.data(c.get('topicDetail', who.teacher, { applyId: String(applyId) }));
    expect(changed).toMatchObject({
      periodEndsOn: laterEnd,
      changes: [expect.objectContaining({ stageId: change.stageId, status: 'passed' })],
    });

    await c.data(
      c.post('topicFileStage', who.teacher, {
        applyId,
        kind: 'conclusion',
        report: '结题报告',
        results: '形成分层作业案例集',
        fileIds: [],
      }),
    );
    const conclusion = await c.reviewIdOf(applyId, 'conclusion');
    await c.throughStaff(conclusion, [who.expert!, who.backbone!]);
    await c.data(
      c.post('topicExpertScore', who.expert, { kind: 'conclusion', reviewId: conclusion, appraisal: 'excellent', comment: '优秀' }),
    );
    expect(
      await c.data(
        c.post('topicExpertScore', who.backbone, { kind: 'conclusion', reviewId: conclusion, appraisal: 'pass', comment: '合格' }),
      ),
    ).toMatchObject({ outcome: 'approved' });
    const done = await c.data(c.get('topicDetail', who.teacher, { applyId: String(applyId) }));
    expect(done).toMatchObject({ phase: 'concluded', appraisal: 'excellent', results: '形成分层作业案例集', nextDue: null });
    const profile = await t.deps.db
      .select({ userId: profileRecords.userId, fields: profileRecords.fields, state: profileRecords.state })
      .from(profileRecords)
      .where(and(eq(profileRecords.kind, 'research-topic'), sql`${profileRecords.fields} ->> 'topicNo' = ${done.topicNo}`));
    expect(profile.map((row) => [row.userId, row.fields.role, row.fields.usageKind, row.state]).sort()).toEqual(
      [
        [c.userId(who.teacher!), 'host', '1', 'verified'],
        [c.userId(who.idle!), 'member', '1', 'verified'],
      ].sort(),
    );
    // The host's growth file lists it through profile's own call (its answer schema holds the record's fields).
    const growth = await t.call('GET', profileRecordPath('research-topic', 'list'), {
      token: who.teacher!.access_token,
      query: { size: '50' },
    });
    expect(growth.statusCode, growth.body).toBe(200);
    expect(growth.json().data.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: '小学数学分层作业设计研究',
          state: 'verified',
          fields: expect.objectContaining({ topicNo: done.topicNo, status: 'concluded' }),
        }),
      ]),
    );
    // Records are closed with the topic.
    expect(
      (await c.post('topicSaveRecord', who.idle, { applyId, kind: 'data', title: '迟到', occurredOn: '2028-01-01', fileIds: [] })).json()
        .code,
    ).toBe(4011);
  });

  it('gives the host a to-do item and one reminder of a stage due soon, and members their invitation', async () => {
    const { who, t } = env;
    const soon = await c.publishedCall(
      callBody({
        title: '到期指南',
        year: 2031,
        periodStartsOn: new Date(Date.now() - 100 * 864e5).toISOString().slice(0, 10),
        periodEndsOn: '2032-12-31',
      }),
    );
    const topic = await c.approvedTopic(who.newteacher!, soon);
    const todo = await c.data(c.get('todoList' as never, who.newteacher, { kind: 'topic.stageDue' }));
    expect(JSON.stringify(todo)).toContain(`/scientific/myTopic/hostPage/${topic.applyId}`);
    expect(await stageRemindersJob.run(t.deps, t.app.log)).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db
      .select({ reminded: topicApplications.remindedStage })
      .from(topicApplications)
      .where(eq(topicApplications.id, topic.applyId));
    expect(row?.reminded).toBe('opening');
    // Once per stage: a second run tells nobody again.
    const messages = await countRows(t.deps.db, notificationMessages);
    expect(await stageRemindersJob.run(t.deps, t.app.log)).toBe(0);
    expect(await countRows(t.deps.db, notificationMessages)).toBe(messages);
    // An invitation is the member's to-do item until answered.
    const callE = await c.publishedCall(callBody({ title: '邀请指南', year: 2032 }));
    await c.data(c.post('topicSaveApplication', who.backbone, { ...applicationBody(callE), memberUserIds: [c.userId(who.idle!)] }));
    const invited = await c.data(c.get('todoList' as never, who.idle, { kind: 'topic.memberConfirm' }));
    expect(JSON.stringify(invited)).toContain('topic.memberConfirm');
  });
});
