import { ApiPaths } from '@yanxiu/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewInstances } from '@server/db/schema/review';
import { topicApplications, topicCalls, topicFiles, topicMembers, topicPanel, topicRecords, topicStages } from '@server/db/schema/topic';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { applicationBody, callBody, client, setUp, type Call, type Env } from '@server/modules/topic/topic.fixtures';

// Every topic call refuses: no session (401), a role it is not for (403), another tenant's ids (404), people who
// are not part of the topic (403), and bad input with a clear 4xx and nothing written.

describe('topic calls refuse what they must', () => {
  let env: Env;
  const c = client(() => env);
  let callId: number;
  let approved: { applyId: number; reviewId: number; fileId: string };
  let pending: { applyId: number; reviewId: number };
  beforeAll(async () => {
    env = await setUp();
    callId = await c.publishedCall();
    approved = await c.approvedTopic(env.who.teacher!, callId, [env.who.idle!]);
    const other = await c.publishedCall(callBody({ title: '待审指南' }));
    pending = await c.submitted(env.who.newteacher!, other);
  });
  afterAll(async () => {
    await env.close();
  });

  const written = async () => {
    const db = env.t.deps.db;
    return Promise.all(
      [topicCalls, topicApplications, topicMembers, topicStages, topicRecords, topicFiles, topicPanel, reviewInstances].map((table) =>
        countRows(db, table),
      ),
    );
  };

  type Probe = { call: Call; method: 'GET' | 'POST'; query?: () => Record<string, string>; body?: () => unknown; wrongRole: string };
  const probes: Probe[] = [
    { call: 'topicCalls', method: 'GET', wrongRole: 'district_admin' },
    { call: 'topicCall', method: 'GET', query: () => ({ callId: String(callId) }), wrongRole: 'district_admin' },
    { call: 'topicSaveApplication', method: 'POST', body: () => applicationBody(callId), wrongRole: 'district_admin' },
    {
      call: 'topicSubmitApplication',
      method: 'POST',
      body: () => ({ applyId: approved.applyId, version: 1 }),
      wrongRole: 'district_admin',
    },
    {
      call: 'topicWithdrawApplication',
      method: 'POST',
      body: () => ({ applyId: approved.applyId, version: 1 }),
      wrongRole: 'district_admin',
    },
    { call: 'topicMyApplications', method: 'GET', wrongRole: 'district_admin' },
    { call: 'topicHistory', method: 'GET', query: () => ({ applyId: String(approved.applyId) }), wrongRole: 'district_admin' },
    { call: 'topicMemberCandidates', method: 'GET', query: () => ({ keyword: '王' }), wrongRole: 'district_admin' },
    {
      call: 'topicRespondMembership',
      method: 'POST',
      body: () => ({ applyId: approved.applyId, accept: true }),
      wrongRole: 'district_admin',
    },
    { call: 'topicMine', method: 'GET', wrongRole: 'district_admin' },
    { call: 'topicDetail', method: 'GET', query: () => ({ applyId: String(approved.applyId) }), wrongRole: 'district_admin' },
    {
      call: 'topicFileStage',
      method: 'POST',
      body: () => ({ applyId: approved.applyId, kind: 'opening', report: '开题', fileIds: [] }),
      wrongRole: 'district_admin',
    },
    { call: 'topicRecords', method: 'GET', query: () => ({ applyId: String(approved.applyId) }), wrongRole: 'district_admin' },
    {
      call: 'topicSaveRecord',
      method: 'POST',
      body: () => ({ applyId: approved.applyId, kind: 'data', title: '数据', occurredOn: '2026-05-01', fileIds: [] }),
      wrongRole: 'district_admin',
    },
    { call: 'topicDeleteRecord', method: 'POST', body: () => ({ recordId: 1, version: 1 }), wrongRole: 'district_admin' },
    { call: 'topicManageCalls', method: 'GET', wrongRole: 'school_admin' },
    { call: 'topicManageCall', method: 'GET', query: () => ({ callId: String(callId) }), wrongRole: 'school_admin' },
    { call: 'topicManageSaveCall', method: 'POST', body: () => callBody(), wrongRole: 'school_admin' },
    { call: 'topicManagePublishCall', method: 'POST', body: () => ({ callId, version: 1 }), wrongRole: 'school_admin' },
    { call: 'topicManageCloseCall', method: 'POST', body: () => ({ callId, version: 2 }), wrongRole: 'school_admin' },
    { call: 'topicReviewQueue', method: 'GET', wrongRole: 'teacher' },
    { call: 'topicReviewDetail', method: 'GET', query: () => ({ reviewId: String(pending.reviewId) }), wrongRole: 'teacher' },
    { call: 'topicReviewDecide', method: 'POST', body: () => ({ reviewId: pending.reviewId, decision: 'approve' }), wrongRole: 'teacher' },
    { call: 'topicExpertCandidates', method: 'GET', wrongRole: 'school_admin' },
    {
      call: 'topicAssignExperts',
      method: 'POST',
      body: () => ({ reviewId: pending.reviewId, expertUserIds: [1] }),
      wrongRole: 'school_admin',
    },
    { call: 'topicOverview', method: 'GET', wrongRole: 'teacher' },
    { call: 'topicExpertQueue', method: 'GET', wrongRole: 'teacher' },
    { call: 'topicExpertDetail', method: 'GET', query: () => ({ reviewId: String(approved.reviewId) }), wrongRole: 'teacher' },
    {
      call: 'topicExpertScore',
      method: 'POST',
      body: () => ({ kind: 'application', reviewId: approved.reviewId, score: 80, comment: '好' }),
      wrongRole: 'teacher',
    },
  ];

  it('refuses every call without a session (401) and from a role it is not for (403), writing nothing', async () => {
    const before = await written();
    for (const probe of probes) {
      const options = { query: probe.query?.() ?? {}, body: probe.body?.() };
      const anonymous = await env.t.call(probe.method, ApiPaths[probe.call], options);
      expect(anonymous.statusCode, `${probe.call} without a session`).toBe(401);
      const wrong = await env.t.call(probe.method, ApiPaths[probe.call], { ...options, token: env.who[probe.wrongRole]!.access_token });
      expect(wrong.statusCode, `${probe.call} as ${probe.wrongRole}: ${wrong.body}`).toBe(403);
      expect(wrong.body).not.toMatch(/stack|select |drizzle|Error:/i);
    }
    expect(await written()).toEqual(before);
    // Every topic path of the contract is probed.
    const topicCalls = Object.keys(ApiPaths).filter(
      (name) => name.startsWith('topic') && !name.startsWith('topicShare') && name !== 'topicUnshare' && name !== 'topicFile',
    );
    expect(probes.map((probe) => probe.call).sort()).toEqual(topicCalls.sort());
  });

  it('answers 404 for another tenant’s calls, topics and reviews, writing nothing', async () => {
    const { who } = env;
    const before = await written();
    const ask = (call: Call, viewer: string, query: Record<string, string>) => c.get(call, who[viewer], query, DONGCHENG);
    const send = (call: Call, viewer: string, body: unknown) => c.post(call, who[viewer], body, DONGCHENG);
    expect((await ask('topicCall', 'dongchengTeacher', { callId: String(callId) })).statusCode).toBe(404);
    expect((await ask('topicDetail', 'dongchengTeacher', { applyId: String(approved.applyId) })).statusCode).toBe(404);
    expect((await ask('topicRecords', 'dongchengTeacher', { applyId: String(approved.applyId) })).statusCode).toBe(404);
    expect((await send('topicSaveApplication', 'dongchengTeacher', applicationBody(callId))).statusCode).toBe(404);
    expect(
      (await send('topicFileStage', 'dongchengTeacher', { applyId: approved.applyId, kind: 'opening', report: '开题', fileIds: [] }))
        .statusCode,
    ).toBe(404);
    expect((await ask('topicManageCall', 'dongchengDistrict', { callId: String(callId) })).statusCode).toBe(404);
    expect((await send('topicManagePublishCall', 'dongchengDistrict', { callId, version: 1 })).statusCode).toBe(404);
    expect((await ask('topicReviewDetail', 'dongchengDistrict', { reviewId: String(pending.reviewId) })).statusCode).toBe(404);
    expect((await send('topicReviewDecide', 'dongchengDistrict', { reviewId: pending.reviewId, decision: 'approve' })).statusCode).toBe(
      404,
    );
    expect((await send('topicAssignExperts', 'dongchengDistrict', { reviewId: pending.reviewId, expertUserIds: [1, 2] })).statusCode).toBe(
      404,
    );
    const lists = await c.data(c.get('topicOverview', who.dongchengDistrict, {}, DONGCHENG));
    expect(lists.records).toEqual([]);
    expect(await written()).toEqual(before);
  });

  it('refuses people who are not part of the topic (teachers outside it, experts off its panel)', async () => {
    const { who } = env;
    const before = await written();
    expect((await c.get('topicDetail', who.backbone, { applyId: String(approved.applyId) })).statusCode).toBe(403);
    expect((await c.get('topicHistory', who.backbone, { applyId: String(approved.applyId) })).statusCode).toBe(403);
    expect((await c.get('topicRecords', who.backbone, { applyId: String(approved.applyId) })).statusCode).toBe(403);
    expect(
      (
        await c.post('topicSaveRecord', who.backbone, {
          applyId: approved.applyId,
          kind: 'data',
          title: '数据',
          occurredOn: '2026-05-01',
          fileIds: [],
        })
      ).statusCode,
    ).toBe(403);
    // A confirmed member keeps records but never files stages, submits or withdraws the host's topic.
    expect(
      (await c.post('topicFileStage', who.idle, { applyId: approved.applyId, kind: 'opening', report: '开题', fileIds: [] })).statusCode,
    ).toBe(403);
    expect((await c.post('topicWithdrawApplication', who.idle, { applyId: approved.applyId, version: 1 })).statusCode).toBe(403);
    expect((await c.post('topicRespondMembership', who.backbone, { applyId: approved.applyId, accept: true })).statusCode).toBe(404);
    // The file download follows the same rules.
    const file = (id: string, viewer: string) =>
      env.t.call('GET', ApiPaths.topicFile.replace(':applyId', String(approved.applyId)).replace(':fileId', id), {
        token: who[viewer]!.access_token,
      });
    expect((await file(approved.fileId, 'idle')).statusCode).toBe(200);
    expect((await file(approved.fileId, 'expert')).statusCode).toBe(200);
    expect((await file(approved.fileId, 'backbone')).statusCode).toBe(200);
    expect((await file(approved.fileId, 'newteacher')).statusCode).toBe(403);
    expect((await file(approved.fileId, 'district_admin')).statusCode).toBe(200);
    const filePath = ApiPaths.topicFile.replace(':applyId', String(approved.applyId)).replace(':fileId', approved.fileId);
    expect((await env.t.call('GET', filePath)).statusCode).toBe(401);
    expect((await env.t.call('GET', filePath, { token: who.dongchengTeacher!.access_token, tenant: DONGCHENG })).statusCode).toBe(404);
    expect((await file('00000000-0000-4000-8000-000000000000', 'teacher')).statusCode).toBe(404);
    // An expert not on the panel (none is set yet), while the host's school staff read it.
    expect((await c.get('topicExpertDetail', who.expert, { reviewId: String(pending.reviewId) })).json().code).toBe(4909);
    expect((await c.get('topicReviewDetail', who.school_admin, { reviewId: String(pending.reviewId) })).statusCode).toBe(200);
    expect(await written()).toEqual(before);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const { who } = env;
    const before = await written();
    const refusals: Array<[Promise<{ statusCode: number; json(): { code: number } }>, number]> = [
      [c.post('topicManageSaveCall', who.district_admin, callBody({ endsAt: '2020-01-01T00:00:00Z' })), 400],
      [
        c.post(
          'topicManageSaveCall',
          who.district_admin,
          callBody({ suggestions: [{ key: 'x', title: '青年', level: 'youth', description: '' }], levels: ['key'] }),
        ),
        400,
      ],
      [c.post('topicManagePublishCall', who.district_admin, { callId, version: 99 }), 409],
      [c.post('topicSaveApplication', who.backbone, applicationBody(callId, { memberUserIds: [1, 2, 3, 4] })), 422],
      [c.post('topicSaveApplication', who.backbone, applicationBody(callId, { level: 'nope' as never })), 400],
      [c.post('topicSaveApplication', who.backbone, applicationBody(callId, { suggestionKey: 'zz' })), 422],
      [c.post('topicSaveApplication', who.backbone, applicationBody(callId, { fileIds: [approved.fileId] })), 422],
      [c.post('topicSubmitApplication', who.teacher, { applyId: approved.applyId, version: 'x' }), 400],
      [c.post('topicRespondMembership', who.idle, { applyId: approved.applyId, accept: 'yes' }), 400],
      [c.post('topicFileStage', who.teacher, { applyId: approved.applyId, kind: 'opening', report: '', fileIds: [] }), 400],
      [
        c.post('topicFileStage', who.teacher, {
          applyId: approved.applyId,
          kind: 'change',
          change: { reason: '变更', addMemberUserIds: [], removeMemberUserIds: [], newPeriodEndsOn: '2020-01-01' },
          fileIds: [],
        }),
        422,
      ],
      [
        c.post('topicSaveRecord', who.teacher, {
          applyId: approved.applyId,
          kind: 'data',
          title: '数据',
          occurredOn: '2026-13-01',
          fileIds: [],
        }),
        400,
      ],
      [c.post('topicDeleteRecord', who.teacher, { recordId: 0, version: 1 }), 400],
      [c.post('topicReviewDecide', who.school_admin, { reviewId: pending.reviewId, decision: 'return' }), 400],
      [c.post('topicAssignExperts', who.district_admin, { reviewId: pending.reviewId, expertUserIds: [c.userId(who.expert!)] }), 409],
      [c.post('topicExpertScore', who.expert, { kind: 'application', reviewId: approved.reviewId, score: 100.5, comment: '高' }), 400],
      [
        c.post('topicExpertScore', who.expert, { kind: 'conclusion', reviewId: approved.reviewId, appraisal: 'pass', comment: '合格' }),
        422,
      ],
    ];
    for (const [pendingAnswer, status] of refusals) {
      const answer = await pendingAnswer;
      expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
      expect(answer.json().code).toBeGreaterThan(0);
    }
    expect(await written()).toEqual(before);
  });
});
