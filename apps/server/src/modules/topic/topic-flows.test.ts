import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBody, callBody, client, setUp, type Env } from '@server/modules/topic/topic.fixtures';
import { demoTopicDates } from '@server/modules/topic/demo/topic-demo';
import { stageDeadlines } from '@server/modules/topic/stages/deadlines';

/** The demo's topic in research, as seeded today. */
const demo = demoTopicDates(new Date());

describe('a topic’s lists, returns, withdrawals and records as people use them', () => {
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

  it('returns an application for changes, takes the resubmission in a new round and keeps the history', async () => {
    const { who } = env;
    const topic = await c.submitted(who.teacher!, callId, [who.idle!]);
    const queue = await c.data(c.get('topicReviewQueue', who.school_admin, { kind: 'application' }));
    expect(queue.counts.pending).toBeGreaterThanOrEqual(1);
    expect(queue.records.find((row: { applyId: number }) => row.applyId === topic.applyId)).toMatchObject({
      kind: 'application',
      stepCode: 'school',
      host: { name: '王芳' },
      panel: { required: 2, assigned: 0, submitted: 0 },
    });
    await c.data(
      c.post('topicReviewDecide', who.school_admin, { reviewId: topic.reviewId, decision: 'return', comment: '请补充研究方法' }),
    );
    const returned = await c.data(c.get('topicDetail', who.teacher, { applyId: String(topic.applyId) }));
    expect(returned).toMatchObject({ status: '5', canEdit: true, returnComment: '请补充研究方法' });
    expect(
      (await c.data(c.get('topicReviewQueue', who.school_admin, { state: 'returned' }))).records.some(
        (row: { reviewId: number }) => row.reviewId === topic.reviewId,
      ),
    ).toBe(true);
    const again = await c.data(c.post('topicSubmitApplication', who.teacher, { applyId: topic.applyId, version: returned.version }));
    expect(again).toMatchObject({ status: '4' });
    const history = await c.data(c.get('topicHistory', who.idle, { applyId: String(topic.applyId) }));
    expect(history.map((entry: { event: string; round: number }) => [entry.event, entry.round])).toEqual([
      ['submit', 1],
      ['return', 1],
      ['resubmit', 2],
    ]);
    const mine = await c.data(c.get('topicMyApplications', who.teacher, {}));
    expect(mine.find((row: { applyId: number }) => row.applyId === topic.applyId)).toMatchObject({
      status: '4',
      round: 2,
      stepCode: 'school',
      phase: 'application',
    });
    // The district reads it and its panel; the school staff see no scores.
    await c.data(c.post('topicReviewDecide', who.school_admin, { reviewId: topic.reviewId, decision: 'approve' }));
    // The district passes it to the experts only with a full panel.
    expect((await c.post('topicReviewDecide', who.district_admin, { reviewId: topic.reviewId, decision: 'approve' })).json().code).toBe(
      4908,
    );
    const candidates = await c.data(c.get('topicExpertCandidates', who.district_admin, { keyword: '孙' }));
    expect(candidates).toEqual([expect.objectContaining({ name: '孙丽' })]);
    // A member of the topic is never on its panel.
    expect(
      (
        await c.post('topicAssignExperts', who.district_admin, {
          reviewId: topic.reviewId,
          expertUserIds: [c.userId(who.expert!), c.userId(who.idle!)],
        })
      ).statusCode,
    ).toBe(422);
    await c.data(
      c.post('topicAssignExperts', who.district_admin, {
        reviewId: topic.reviewId,
        expertUserIds: [c.userId(who.expert!), c.userId(who.backbone!)],
      }),
    );
    const detail = await c.data(c.get('topicReviewDetail', who.district_admin, { reviewId: String(topic.reviewId) }));
    expect(detail).toMatchObject({
      canDecide: true,
      canAssignExperts: true,
      expertCount: 2,
      passScore: 75,
      panel: expect.arrayContaining([expect.objectContaining({ name: '孙丽', submitted: false, score: null })]),
    });
    await c.data(c.post('topicReviewDecide', who.district_admin, { reviewId: topic.reviewId, decision: 'approve' }));
    // The experts' list and what they score; other experts' scores stay hidden.
    const list = await c.data(c.get('topicExpertQueue', who.expert, {}));
    expect(list.records.find((row: { reviewId: number }) => row.reviewId === topic.reviewId)).toMatchObject({
      kind: 'application',
      open: true,
      submittedAt: null,
    });
    await c.data(c.post('topicExpertScore', who.backbone, { kind: 'application', reviewId: topic.reviewId, score: 60, comment: '一般' }));
    const reading = await c.data(c.get('topicExpertDetail', who.expert, { reviewId: String(topic.reviewId) }));
    expect(reading).toMatchObject({ passScore: 75, mine: null, topic: { title: '小学数学分层作业设计研究', myRole: 'reviewer' } });
    expect(JSON.stringify(reading)).not.toContain('一般');
    // A panel member who scored stays on it.
    expect(
      (
        await c.post('topicAssignExperts', who.district_admin, {
          reviewId: topic.reviewId,
          expertUserIds: [c.userId(who.expert!), c.userId(who.school_admin!)],
        })
      ).statusCode,
    ).toBe(422);
    const done = await c.data(c.get('topicExpertQueue', who.backbone, { state: 'done' }));
    expect(done.records.map((row: { reviewId: number }) => row.reviewId)).toContain(topic.reviewId);
  });

  it('lets the host withdraw before a decision, and lists my topics with invitations', async () => {
    const { who } = env;
    const other = await c.publishedCall(callBody({ title: '撤回指南' }));
    const draft = await c.data(
      c.post('topicSaveApplication', who.backbone, { ...applicationBody(other), memberUserIds: [c.userId(who.newteacher!)] }),
    );
    const invited = await c.data(c.get('topicMine', who.newteacher, {}));
    expect(invited.records.find((row: { applyId: number }) => row.applyId === draft.applyId)).toMatchObject({
      myRole: 'invited',
      host: { name: '李强' },
    });
    const members = await c.data(c.get('topicMemberCandidates', who.backbone, { keyword: '刘' }));
    expect(members).toEqual([expect.objectContaining({ name: '刘洋' })]);
    const withdrawn = await c.data(c.post('topicWithdrawApplication', who.backbone, { applyId: draft.applyId, version: draft.version }));
    expect(withdrawn).toMatchObject({ status: '8' });
    expect((await c.post('topicSubmitApplication', who.backbone, { applyId: draft.applyId, version: withdrawn.version })).json().code).toBe(
      4011,
    );
    // The demo's topic in research is 李强's, with 周涛 confirmed.
    const hosted = await c.data(c.get('topicMine', who.backbone, { role: 'host', phase: 'approved' }));
    expect(hosted.records).toEqual([
      expect.objectContaining({
        topicNo: demo.topicNo,
        myRole: 'host',
        nextDue: { kind: 'midterm', dueOn: stageDeadlines(demo).midterm, overdue: false },
      }),
    ]);
  });

  it('keeps process records: the author edits and deletes them at the version read; my records across topics', async () => {
    const { who } = env;
    const demoTopic = (await c.data(c.get('topicMine', who.idle, { role: 'member' }))).records.find(
      (row: { topicNo: string }) => row.topicNo === demo.topicNo,
    );
    const saved = await c.data(
      c.post('topicSaveRecord', who.idle, {
        applyId: demoTopic.applyId,
        kind: 'survey',
        title: '问卷',
        occurredOn: '2026-11-01',
        description: '',
        fileIds: [],
      }),
    );
    const edited = await c.data(
      c.post('topicSaveRecord', who.idle, {
        applyId: demoTopic.applyId,
        recordId: saved.recordId,
        version: saved.version,
        kind: 'survey',
        title: '学生问卷',
        occurredOn: '2026-11-01',
        fileIds: [],
      }),
    );
    expect(edited.version).toBe(2);
    expect(
      (
        await c.post('topicSaveRecord', who.backbone, {
          applyId: demoTopic.applyId,
          recordId: saved.recordId,
          version: 2,
          kind: 'survey',
          title: '改别人的',
          occurredOn: '2026-11-01',
          fileIds: [],
        })
      ).statusCode,
    ).toBe(403);
    const mine = await c.data(c.get('topicRecords', who.idle, {}));
    expect(mine.records.map((row: { title: string }) => row.title)).toEqual(
      expect.arrayContaining(['学生问卷', '研究课：《浮力》探究教学']),
    );
    expect((await c.post('topicDeleteRecord', who.idle, { recordId: saved.recordId, version: 1 })).json().code).toBe(4010);
    await c.data(c.post('topicDeleteRecord', who.idle, { recordId: saved.recordId, version: 2 }));
    const left = await c.data(c.get('topicRecords', who.backbone, { applyId: String(demoTopic.applyId) }));
    expect(left.records.map((row: { title: string }) => row.title)).toEqual(['研究课：《浮力》探究教学']);
  });

  it('files a returned opening report again in a new round, and shows staff their topics with what is under review', async () => {
    const { who } = env;
    const fresh = await c.publishedCall(callBody({ title: '开题退回指南', year: 2033 }));
    const topic = await c.approvedTopic(who.teacher!, fresh);
    const filed = await c.data(
      c.post('topicFileStage', who.teacher, { applyId: topic.applyId, kind: 'opening', report: '初稿', fileIds: [] }),
    );
    const reviewId = await c.reviewIdOf(topic.applyId, 'opening');
    await c.data(c.post('topicReviewDecide', who.school_admin, { reviewId, decision: 'return', comment: '请补充论证意见' }));
    const returned = (await c.data(c.get('topicDetail', who.teacher, { applyId: String(topic.applyId) }))).stages[0];
    expect(returned).toMatchObject({
      kind: 'opening',
      // The host files it again from the stage's slot.
      canFile: true,
      stage: { stageId: filed.stageId, status: 'returned', returnComment: '请补充论证意见' },
    });
    expect(
      (
        await c.post('topicFileStage', who.teacher, {
          applyId: topic.applyId,
          kind: 'opening',
          stageId: filed.stageId,
          version: 99,
          report: '修改稿',
          fileIds: [],
        })
      ).json().code,
    ).toBe(4010);
    const again = await c.data(
      c.post('topicFileStage', who.teacher, {
        applyId: topic.applyId,
        kind: 'opening',
        stageId: filed.stageId,
        version: returned.stage.version,
        report: '修改稿',
        fileIds: [],
      }),
    );
    expect(again).toMatchObject({ stageId: filed.stageId, status: 'reviewing', version: returned.stage.version + 1 });
    const item = await c.data(c.get('topicReviewDetail', who.school_admin, { reviewId: String(reviewId) }));
    expect(item).toMatchObject({
      kind: 'opening',
      round: 2,
      canDecide: true,
      canAssignExperts: false,
      panel: [],
      stage: { report: '修改稿' },
    });
    // The overview: the district sees every school's topics, the first school its own; the filing under review shows.
    const district = await c.data(c.get('topicOverview', who.district_admin, { size: '100' }));
    expect(district.records.find((row: { applyId: number }) => row.applyId === topic.applyId)).toMatchObject({
      phase: 'approved',
      pendingStage: 'opening',
      nextDue: { kind: 'opening' },
    });
    expect(district.records.some((row: { topicNo: string }) => row.topicNo === demo.topicNo)).toBe(true);
    const school = await c.data(c.get('topicOverview', who.school_admin, { size: '100' }));
    expect(school.records.some((row: { topicNo: string }) => row.topicNo === demo.topicNo)).toBe(false);
    const overdue = await c.data(c.get('topicOverview', who.district_admin, { overdue: 'true', size: '100' }));
    expect(overdue.records.every((row: { nextDue: { overdue: boolean } | null }) => row.nextDue?.overdue === true)).toBe(true);
    expect(overdue.total).toBe(district.overdueCount);
  });
});
