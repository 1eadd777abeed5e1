import type { LoginInfo } from '@yanxiu/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { developmentApplications } from '@server/db/schema/development-apply';
import { reviewDecisions, reviewInstances } from '@server/db/schema/review';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG, type TestTenant } from '@server-test/support/test-app';
import { minimalPdf } from '@server/platform/storage/storage.fixtures';
import { client, setUp, type Env, type Evidence } from './development-apply.fixtures';

describe('a development application from start to finish', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  it('is applied for, returned, resubmitted, approved at both steps and finished, moving the teacher up the ladder', async () => {
    const { who, t } = env;
    // 王芳 stands on 胜任型教师 (2); 骨干教师 (3) is next on 学科教师 (1), asking files for C4 and C5.
    const fileId = await c.uploadPdf(who.teacher!);
    const evidence = await c.evidenceFor(who.teacher!, '1', '3', fileId);
    expect(Object.keys(evidence)).toEqual(['C4', 'C5']);

    const applied = await c.post('developmentApply', who.teacher, {
      sectionCode: '2',
      postTypeCode: '1',
      phaseCode: '3',
      statement: '申请晋升骨干教师',
      evidence,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const { applyId } = applied.json().data;
    expect(applied.json().data).toEqual({ applyId, status: '4', stepCode: 'school', round: 1, finishedAt: null });

    const queue = await c.get('reviewQueue', who.school_admin, {});
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(queue.json().data.records[0]).toMatchObject({
      applyId,
      userName: '王芳',
      postTypeName: '学科教师',
      phaseName: '骨干教师',
      stepCode: 'school',
      round: 1,
    });

    const returned = await c.post('suggestUpdApply', who.school_admin, { applyId, comment: '请补充公开课的听课记录' });
    expect(returned.json().data).toMatchObject({ status: '5', stepCode: null, round: 1 });

    const updated = await c.post('updateApply', who.teacher, { applyId, statement: '已补充听课记录', evidence });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ status: '4', stepCode: 'school', round: 2 });

    expect((await c.post('auditApply', who.school_admin, { applyId, decision: 'approve', comment: '同意' })).json().data).toMatchObject({
      status: '4',
      stepCode: 'district',
    });
    expect((await c.post('auditApply', who.district_admin, { applyId, decision: 'approve' })).json().data).toMatchObject({
      status: '6',
      stepCode: null,
    });

    const finished = await c.post('finishProcess', who.district_admin, { applyId });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data.finishedAt).toEqual(expect.any(String));
    expect((await c.post('finishProcess', who.district_admin, { applyId })).statusCode).toBe(409);

    const phase = await t.call('GET', '/baseData/user/teacher-development/getTeacherCurrentPhase', { token: who.teacher!.access_token });
    expect(phase.json().data).toMatchObject({ phaseCode: '3', phaseName: '骨干教师', nextPhase: { phaseCode: '4' } });

    const detail = await c.get('getApplyDetailAndAuditInfo', who.teacher, { applyId: String(applyId) });
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data).toMatchObject({
      applyId,
      status: '6',
      round: 2,
      userName: '王芳',
      fromPhaseCode: '2',
      phaseCode: '3',
      statement: '已补充听课记录',
    });
    expect(data.conditions.map((condition: { code: string }) => condition.code)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
    expect(data.evidence[0]).toEqual({
      conditionCode: 'C4',
      files: [{ id: fileId, name: '证明.pdf', contentType: 'application/pdf', size: minimalPdf().length }],
    });
    expect(
      data.history.map((entry: { round: number; event: string; stepCode: string; role: string }) => [
        entry.round,
        entry.event,
        entry.stepCode,
        entry.role,
      ]),
    ).toEqual([
      [1, 'submit', 'applicant', 'applicant'],
      [1, 'return', 'school', 'school_admin'],
      [2, 'resubmit', 'applicant', 'applicant'],
      [2, 'approve', 'school', 'school_admin'],
      [2, 'approve', 'district', 'district_admin'],
    ]);
    expect(data.history[1]).toMatchObject({ actorName: '陈静', comment: '请补充公开课的听课记录', statusAfter: '5' });

    const phrases = await c.get('historyPhrase', who.teacher, { userId: who.teacher!.userId });
    expect(phrases.json().data).toEqual([
      {
        applyId,
        postTypeCode: '1',
        fromPhaseCode: '2',
        fromPhaseName: '胜任型教师',
        phaseCode: '3',
        phaseName: '骨干教师',
        finishedAt: finished.json().data.finishedAt,
      },
    ]);
    const records = await c.get('historyRecord', who.school_admin, { userId: who.teacher!.userId });
    expect(records.json().data).toMatchObject([{ applyId, status: '6', round: 2, finishedAt: finished.json().data.finishedAt }]);

    const audits = await t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'development_application'), eq(auditLog.entityId, String(applyId))));
    expect(audits.map((audit) => audit.action)).toEqual([
      'development.apply_submitted',
      'development.apply_return',
      'development.apply_resubmit',
      'development.apply_approve',
      'development.apply_approve',
      'development.apply_finished',
    ]);
  });
});

describe('development application calls, one by one', () => {
  let env: Env;
  const c = client(() => env);
  let teacherFile: string;
  let teacherEvidence: Evidence;
  let teacherApply: number;
  let backboneApply: number;
  beforeAll(async () => {
    env = await setUp();
    teacherFile = await c.uploadPdf(env.who.teacher!);
    teacherEvidence = await c.evidenceFor(env.who.teacher!, '1', '3', teacherFile);
  });
  afterAll(async () => {
    await env.close();
  });

  const applyBody = (evidence: Evidence = teacherEvidence, phaseCode = '3') => ({
    sectionCode: '2',
    postTypeCode: '1',
    phaseCode,
    statement: '申请',
    evidence,
  });
  const written = async () => [
    await countRows(env.t.deps.db, developmentApplications),
    await countRows(env.t.deps.db, reviewInstances),
    await countRows(env.t.deps.db, reviewDecisions),
  ];

  it("developmentApply refuses bad input, other people's files and phases not next, writing nothing", async () => {
    const { who } = env;
    const before = await written();
    expect((await c.post('developmentApply', who.teacher, { ...applyBody(), statement: '' })).statusCode).toBe(400);
    expect((await c.post('developmentApply', who.teacher, applyBody({ C4: ['not-a-uuid'] }))).statusCode).toBe(400);
    const otherUsers = await c.uploadPdf(who.backbone!);
    const foreign = await c.post('developmentApply', who.teacher, applyBody({ ...teacherEvidence, C4: [otherUsers] }));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().data.issues).toEqual([
      { path: 'body.evidence.C4', message: `file ${otherUsers} is not an evidence file you uploaded` },
    ]);
    const otherTenants = await c.uploadPdf(who.dongchengTeacher!, DONGCHENG);
    expect((await c.post('developmentApply', who.teacher, applyBody({ ...teacherEvidence, C5: [otherTenants] }))).statusCode).toBe(422);
    const missing = await c.post('developmentApply', who.teacher, applyBody({ C4: [teacherFile] }));
    expect(missing.json().data.issues).toEqual([{ path: 'body.evidence.C5', message: 'needs at least 1 file(s)' }]);
    expect((await c.post('developmentApply', who.teacher, applyBody(teacherEvidence, '4'))).statusCode).toBe(422);
    expect((await c.post('developmentApply', who.teacher, { ...applyBody(), sectionCode: '1', postTypeCode: '3' })).statusCode).toBe(422);
    expect((await c.post('developmentApply', who.teacher, { ...applyBody(), postTypeCode: 'nope' })).statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('developmentApply needs a teacher session of this tenant, and allows one open application at a time', async () => {
    const { who } = env;
    expect((await c.post('developmentApply', undefined, applyBody())).statusCode).toBe(401);
    expect((await c.post('developmentApply', who.district_admin, applyBody())).statusCode).toBe(403);
    expect((await c.post('developmentApply', who.teacher, applyBody(), DONGCHENG)).statusCode).toBe(401);
    const first = await c.post('developmentApply', who.teacher, applyBody());
    expect(first.statusCode, first.body).toBe(200);
    teacherApply = first.json().data.applyId;
    const before = await written();
    expect((await c.post('developmentApply', who.teacher, applyBody())).statusCode).toBe(409);
    expect(await written()).toEqual(before);

    // 李强 (another school) applies for 学科带头人 (4).
    const file = await c.uploadPdf(who.backbone!);
    const evidence = await c.evidenceFor(who.backbone!, '1', '4', file);
    const second = await c.post('developmentApply', who.backbone, {
      sectionCode: '3',
      postTypeCode: '1',
      phaseCode: '4',
      statement: '申请',
      evidence,
    });
    expect(second.statusCode, second.body).toBe(200);
    backboneApply = second.json().data.applyId;
  });

  it('getApplyDetailAndAuditInfo is for the applicant, staff over them and reviewers in scope', async () => {
    const { who } = env;
    const detail = (viewer: LoginInfo | undefined, applyId: number | string, tenant?: TestTenant) =>
      c.get('getApplyDetailAndAuditInfo', viewer, { applyId: String(applyId) }, tenant);
    for (const viewer of [who.teacher, who.school_admin, who.district_admin])
      expect((await detail(viewer, teacherApply)).statusCode).toBe(200);
    expect((await detail(who.backbone, teacherApply)).statusCode).toBe(403);
    expect((await detail(who.school_admin, backboneApply)).statusCode).toBe(403);
    // The expert step is off for this tenant, so experts have no part in these reviews.
    expect((await detail(who.expert, teacherApply)).statusCode).toBe(403);
    expect((await detail(who.teacher, 'x')).statusCode).toBe(400);
    expect((await detail(who.district_admin, 999_999)).statusCode).toBe(404);
    expect((await detail(undefined, teacherApply)).statusCode).toBe(401);
    expect((await detail(who.teacher, teacherApply, DONGCHENG)).statusCode).toBe(401);
    // Another tenant's ids name nothing here.
    expect((await detail(who.dongchengTeacher, teacherApply, DONGCHENG)).statusCode).toBe(404);
  });

  it('reviewQueue shows each reviewer what waits at their step and under their org, paged', async () => {
    const { who } = env;
    const ids = async (viewer: LoginInfo | undefined, query: Record<string, string> = {}) =>
      (await c.get('reviewQueue', viewer, query)).json().data.records.map((row: { applyId: number }) => row.applyId);
    expect(await ids(who.school_admin)).toEqual([teacherApply]);
    expect(await ids(who.district_admin)).toEqual([]);
    const page = await c.get('reviewQueue', who.school_admin, { current: '2', size: '1' });
    expect(page.json().data).toEqual({ records: [], total: 1, current: 2, size: 1, counts: { pending: 1, returned: 0, decided: 0 } });
    expect((await c.get('reviewQueue', who.school_admin, { size: '0' })).statusCode).toBe(400);
    expect((await c.get('reviewQueue', undefined, {})).statusCode).toBe(401);
    expect((await c.get('reviewQueue', who.teacher, {})).statusCode).toBe(403);
    expect((await c.get('reviewQueue', who.school_admin, {}, DONGCHENG)).statusCode).toBe(401);
  });

  it('suggestUpdApply returns for changes only by the reviewer of the current step, with a comment', async () => {
    const { who } = env;
    const before = await written();
    expect((await c.post('suggestUpdApply', who.school_admin, { applyId: teacherApply })).statusCode).toBe(400);
    expect((await c.post('suggestUpdApply', who.school_admin, { applyId: teacherApply, comment: '  ' })).statusCode).toBe(400);
    expect((await c.post('suggestUpdApply', undefined, { applyId: teacherApply, comment: '补充' })).statusCode).toBe(401);
    expect((await c.post('suggestUpdApply', who.teacher, { applyId: teacherApply, comment: '补充' })).statusCode).toBe(403);
    expect((await c.post('suggestUpdApply', who.school_admin, { applyId: backboneApply, comment: '补充' })).statusCode).toBe(403);
    expect((await c.post('suggestUpdApply', who.district_admin, { applyId: teacherApply, comment: '补充' })).statusCode).toBe(403);
    expect((await c.post('suggestUpdApply', who.school_admin, { applyId: teacherApply, comment: '补充' }, DONGCHENG)).statusCode).toBe(401);
    expect(await written()).toEqual(before);
    expect((await c.post('suggestUpdApply', who.school_admin, { applyId: teacherApply, comment: '请补充材料' })).json().data.status).toBe(
      '5',
    );
    // Returned: the review has moved past the school step's decision.
    expect((await c.post('suggestUpdApply', who.school_admin, { applyId: teacherApply, comment: '再补充' })).statusCode).toBe(409);
  });

  it('updateApply resubmits a returned application by its applicant only, checking the evidence again', async () => {
    const { who } = env;
    const body = { applyId: teacherApply, statement: '已补充', evidence: teacherEvidence };
    expect((await c.post('updateApply', who.teacher, { ...body, statement: '' })).statusCode).toBe(400);
    expect((await c.post('updateApply', undefined, body)).statusCode).toBe(401);
    expect((await c.post('updateApply', who.school_admin, body)).statusCode).toBe(403);
    expect((await c.post('updateApply', who.backbone, body)).statusCode).toBe(403);
    expect((await c.post('updateApply', who.teacher, body, DONGCHENG)).statusCode).toBe(401);
    expect((await c.post('updateApply', who.teacher, { ...body, evidence: { C4: [teacherFile] } })).statusCode).toBe(422);
    const resubmitted = await c.post('updateApply', who.teacher, body);
    expect(resubmitted.json().data).toMatchObject({ status: '4', round: 2 });
    // Under review again: nothing to update.
    expect((await c.post('updateApply', who.teacher, body)).statusCode).toBe(409);
  });

  it('auditApply approves or rejects at the current step; a reject needs a reason; a moved review is a conflict', async () => {
    const { who } = env;
    expect((await c.post('auditApply', who.school_admin, { applyId: teacherApply, decision: 'reject' })).statusCode).toBe(400);
    expect((await c.post('auditApply', who.school_admin, { applyId: teacherApply, decision: 'maybe' })).statusCode).toBe(400);
    expect((await c.post('auditApply', undefined, { applyId: teacherApply, decision: 'approve' })).statusCode).toBe(401);
    expect((await c.post('auditApply', who.teacher, { applyId: teacherApply, decision: 'approve' })).statusCode).toBe(403);
    expect((await c.post('auditApply', who.school_admin, { applyId: backboneApply, decision: 'approve' })).statusCode).toBe(403);
    expect((await c.post('auditApply', who.district_admin, { applyId: teacherApply, decision: 'approve' })).statusCode).toBe(403);
    expect((await c.post('auditApply', who.school_admin, { applyId: teacherApply, decision: 'approve' }, DONGCHENG)).statusCode).toBe(401);
    expect((await c.post('auditApply', who.school_admin, { applyId: teacherApply, decision: 'approve' })).json().data.stepCode).toBe(
      'district',
    );
    expect((await c.post('auditApply', who.school_admin, { applyId: teacherApply, decision: 'approve' })).statusCode).toBe(409);
    expect((await c.post('auditApply', who.school_admin, { applyId: 999_999, decision: 'approve' })).statusCode).toBe(404);
  });

  it('finishProcess is for district admins, only once the application is approved, and only once', async () => {
    const { who } = env;
    expect((await c.post('finishProcess', who.district_admin, {})).statusCode).toBe(400);
    expect((await c.post('finishProcess', undefined, { applyId: teacherApply })).statusCode).toBe(401);
    expect((await c.post('finishProcess', who.school_admin, { applyId: teacherApply })).statusCode).toBe(403);
    expect((await c.post('finishProcess', who.district_admin, { applyId: teacherApply }, DONGCHENG)).statusCode).toBe(401);
    // Still at the district step.
    expect((await c.post('finishProcess', who.district_admin, { applyId: teacherApply })).statusCode).toBe(409);
    expect((await c.post('auditApply', who.district_admin, { applyId: teacherApply, decision: 'approve' })).json().data.status).toBe('6');
    expect((await c.post('finishProcess', who.district_admin, { applyId: teacherApply })).statusCode).toBe(200);
    expect((await c.post('finishProcess', who.district_admin, { applyId: teacherApply })).statusCode).toBe(409);
    const [finishAudit] = await env.t.deps.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'development.apply_finished'), eq(auditLog.entityId, String(teacherApply))));
    expect(finishAudit?.after).toMatchObject({ phaseCode: '3' });
  });

  it('historyPhrase and historyRecord are for the teacher and staff over them', async () => {
    const { who } = env;
    for (const call of ['historyPhrase', 'historyRecord']) {
      const teacherId = who.teacher!.userId;
      expect((await c.get(call, who.teacher, { userId: teacherId })).json().data, call).toHaveLength(1);
      expect((await c.get(call, who.school_admin, { userId: teacherId })).statusCode, call).toBe(200);
      expect((await c.get(call, who.district_admin, { userId: who.backbone!.userId })).statusCode, call).toBe(200);
      expect((await c.get(call, who.backbone, { userId: teacherId })).statusCode, call).toBe(403);
      expect((await c.get(call, who.school_admin, { userId: who.backbone!.userId })).statusCode, call).toBe(403);
      expect((await c.get(call, who.district_admin, { userId: '999999' })).statusCode, call).toBe(404);
      expect((await c.get(call, who.teacher, { userId: 'me' })).statusCode, call).toBe(400);
      expect((await c.get(call, undefined, { userId: teacherId })).statusCode, call).toBe(401);
      expect((await c.get(call, who.teacher, { userId: teacherId }, DONGCHENG)).statusCode, call).toBe(401);
    }
    // 李强's application is open, not finished: a record but no move up the ladder.
    expect((await c.get('historyRecord', who.backbone, { userId: who.backbone!.userId })).json().data).toMatchObject([
      { applyId: backboneApply, status: '4' },
    ]);
    expect((await c.get('historyPhrase', who.backbone, { userId: who.backbone!.userId })).json().data).toEqual([]);
  });

  it('cancelChangeProcessApply withdraws an open application, by its applicant only', async () => {
    const { who } = env;
    expect((await c.post('cancelChangeProcessApply', who.backbone, {})).statusCode).toBe(400);
    expect((await c.post('cancelChangeProcessApply', undefined, { applyId: backboneApply })).statusCode).toBe(401);
    expect((await c.post('cancelChangeProcessApply', who.district_admin, { applyId: backboneApply })).statusCode).toBe(403);
    expect((await c.post('cancelChangeProcessApply', who.teacher, { applyId: backboneApply })).statusCode).toBe(403);
    expect((await c.post('cancelChangeProcessApply', who.backbone, { applyId: backboneApply }, DONGCHENG)).statusCode).toBe(401);
    expect((await c.post('cancelChangeProcessApply', who.backbone, { applyId: backboneApply })).json().data.status).toBe('8');
    expect((await c.post('cancelChangeProcessApply', who.backbone, { applyId: backboneApply })).statusCode).toBe(409);
    // Finished applications cannot be withdrawn.
    expect((await c.post('cancelChangeProcessApply', who.teacher, { applyId: teacherApply })).statusCode).toBe(409);
  });
});

describe('conditions at submit: learning hours from the ledger, and proof for what the platform cannot check', () => {
  let env: Env;
  const c = client(() => env);
  beforeAll(async () => {
    env = await setUp();
  });
  afterAll(async () => {
    await env.close();
  });

  const configure = (call: string, body: unknown) =>
    env.t.call('POST', `/teacherProfile/developmentConfig/${call}`, { body, token: env.who.district_admin!.access_token });
  const phaseKey = { postTypeCode: '1', phaseCode: '3' };
  const nextPhase = async () => (await c.get('getCanSelectPhase', env.who.teacher, { postTypeCode: '1' })).json().data.phases[0];

  it('refuses an application whose learning-hours condition the ledger does not meet, showing the figures', async () => {
    const { who } = env;
    expect(
      (
        await configure('saveCondition', {
          ...phaseKey,
          code: 'C9',
          name: '近 1 年学时不少于 999 学时',
          nameEn: 'At least 999 hours in the last year',
          sort: 9,
          rule: { kind: 'learning_hours', params: { minHours: 999, years: 1 } },
        })
      ).statusCode,
    ).toBe(200);
    const phase = await nextPhase();
    expect(phase.eligible).toBe(false);
    const hours = phase.conditions.find((condition: { code: string }) => condition.code === 'C9');
    expect(hours.check).toMatchObject({
      met: false,
      reason: 'not enough learning hours',
      facts: { learningHours: expect.any(Number), fromYear: expect.any(Number) },
    });
    expect(hours.check.facts.fromYear).toBe(hours.check.facts.toYear);
    const fileId = await c.uploadPdf(who.teacher!);
    const applied = await c.post('developmentApply', who.teacher, {
      sectionCode: '2',
      ...phaseKey,
      statement: '申请',
      evidence: await c.evidenceFor(who.teacher!, '1', '3', fileId),
    });
    expect(applied.statusCode).toBe(422);
    expect(applied.json().data.issues).toEqual([{ path: 'body.phaseCode', message: 'a checked condition is not met' }]);
    expect((await configure('deleteCondition', { ...phaseKey, code: 'C9' })).statusCode).toBe(200);
    expect((await nextPhase()).eligible).toBeNull();
  });

  it('asks for a file for a declared condition even when the district configured none for it', async () => {
    const { who } = env;
    expect(
      (
        await configure('saveCondition', {
          ...phaseKey,
          code: 'C8',
          name: '承担校级及以上教研任务',
          nameEn: 'Led a research task at school level or above',
          sort: 8,
          rule: { kind: 'declared', params: {} },
        })
      ).statusCode,
    ).toBe(200);
    const fileId = await c.uploadPdf(who.teacher!);
    const configured = await c.evidenceFor(who.teacher!, '1', '3', fileId);
    expect(Object.keys(configured)).toEqual(['C4', 'C5']);
    const body = (evidence: Evidence) => ({ sectionCode: '2', ...phaseKey, statement: '申请', evidence });
    const unproven = await c.post('developmentApply', who.teacher, body(configured));
    expect(unproven.statusCode).toBe(422);
    expect(unproven.json().data.issues).toEqual([{ path: 'body.evidence.C8', message: 'needs at least 1 file(s)' }]);
    const proven = await c.post('developmentApply', who.teacher, body({ ...configured, C8: [fileId] }));
    expect(proven.statusCode, proven.body).toBe(200);
  });
});

describe('approving the last step and finishing in one confirmed action', () => {
  let env: Env;
  const c = client(() => env);
  beforeEach(async () => {
    env = await setUp();
  });
  afterEach(async () => {
    await env.close();
  });

  const applyAsTeacher = async () => {
    const file = await c.uploadPdf(env.who.teacher!);
    const applied = await c.post('developmentApply', env.who.teacher, {
      sectionCode: '2',
      postTypeCode: '1',
      phaseCode: '3',
      statement: '申请',
      evidence: await c.evidenceFor(env.who.teacher!, '1', '3', file),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    return applied.json().data.applyId as number;
  };
  const phaseOf = async (viewer: LoginInfo) =>
    (await env.t.call('GET', '/baseData/user/teacher-development/getTeacherCurrentPhase', { token: viewer.access_token })).json().data
      .phaseCode as string;
  const audits = async (applyId: number) =>
    (
      await env.t.deps.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'development_application'), eq(auditLog.entityId, String(applyId))))
    ).map((audit) => audit.action);

  it('moves the teacher up at once when the district approves the last step with finish', async () => {
    const { who } = env;
    const applyId = await applyAsTeacher();
    // Only one who may finish asks for it: a school admin at the school step is refused, nothing moves.
    expect((await c.post('auditApply', who.school_admin, { applyId, decision: 'approve', finish: true })).statusCode).toBe(403);
    expect((await c.post('auditApply', who.school_admin, { applyId, decision: 'approve' })).json().data).toMatchObject({
      status: '4',
      stepCode: 'district',
    });

    const done = await c.post('auditApply', who.district_admin, { applyId, decision: 'approve', comment: '同意晋升', finish: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ applyId, status: '6', stepCode: null, finishedAt: expect.any(String) });
    expect(await phaseOf(who.teacher!)).toBe('3');
    // Finished already: a separate finish now is a conflict.
    expect((await c.post('finishProcess', who.district_admin, { applyId })).statusCode).toBe(409);
    expect((await audits(applyId)).slice(-3)).toEqual([
      'development.apply_approve',
      'development.apply_approve',
      'development.apply_finished',
    ]);
  });

  it('refuses finish when the approval is not the last step, keeping neither; finish stays a separate action after the experts', async () => {
    const { who, t } = env;
    expect(
      (
        await t.call('POST', '/teacherProfile/developmentConfig/saveReviewStep', {
          body: { stepCode: 'expert', enabled: true },
          token: who.district_admin!.access_token,
        })
      ).statusCode,
    ).toBe(200);
    const applyId = await applyAsTeacher();
    expect((await c.post('auditApply', who.school_admin, { applyId, decision: 'approve' })).statusCode).toBe(200);
    const before = await countRows(t.deps.db, reviewDecisions);

    const early = await c.post('auditApply', who.district_admin, { applyId, decision: 'approve', finish: true });
    expect(early.statusCode).toBe(422);
    expect(early.json().data.issues).toEqual([{ path: 'body.finish', message: 'this approval is not the last step of the review' }]);
    expect(await countRows(t.deps.db, reviewDecisions)).toBe(before);
    expect((await c.get('getApplyDetailAndAuditInfo', who.district_admin, { applyId: String(applyId) })).json().data).toMatchObject({
      status: '4',
      stepCode: 'district',
    });

    expect((await c.post('auditApply', who.district_admin, { applyId, decision: 'approve' })).json().data).toMatchObject({
      status: '4',
      stepCode: 'expert',
    });
    expect((await c.post('auditApply', who.expert, { applyId, decision: 'approve' })).json().data).toMatchObject({
      status: '6',
      finishedAt: null,
    });
    expect(await phaseOf(who.teacher!)).toBe('2');
    expect((await c.post('finishProcess', who.district_admin, { applyId })).statusCode).toBe(200);
    expect(await phaseOf(who.teacher!)).toBe('3');
  });
});
