import type { BackboneApplication, BackboneCandidate, BackboneMine, BackboneQueuePage } from '@yanxiu/contract/profile-backbone';
import type { AnyProfileRecord } from '@yanxiu/contract/profile';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { backboneApplications } from '@server/db/schema/profile';
import { reviewDecisions, reviewInstances } from '@server/db/schema/review';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { expectError, profileClient, setUpProfile, type ProfileEnv } from '@server/modules/profile/profile.fixtures';

// The backbone-teacher recognition: applying with verified records, the review on the engine (school, district,
// the expert panel when switched on), the backbone role granted on approval, and who may do what.

let env: ProfileEnv;
const c = profileClient(() => env);
type Caller = ProfileEnv['who'][string] | undefined;

beforeAll(async () => {
  env = await setUpProfile(['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'idle']);
  // A second school admin of the first school (刘洋), so two reviewers can decide one step at once.
  await env.t.deps.db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'school_admin')` })
    .where(eq(users.username, 'newteacher'));
  env.who.newteacher = await env.t.login('newteacher');
});
afterAll(async () => {
  await env.t.close();
});

const data = async <T>(response: Promise<{ statusCode: number; body: string; json(): { data: T } }>): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const mine = (caller: Caller) => data<BackboneMine>(c.get('/profile/backbone/mine', caller));
const candidates = (caller: Caller) => data<BackboneCandidate[]>(c.get('/profile/backbone/candidates', caller));
const queue = (caller: Caller, query: Record<string, string> = {}) =>
  data<BackboneQueuePage>(c.get('/profile/backbone/reviewQueue', caller, query));
const detail = (caller: Caller, applyId: number) => c.get('/profile/backbone/detail', caller, { applyId: String(applyId) });
const decide = (caller: Caller, body: Record<string, unknown>) => c.post('/profile/backbone/decide', caller, body);
const roles = async (caller: Caller) =>
  (await data<{ roles: string[] }>(c.get(`/baseData/user/teacher/getTeacherInfo/${caller!.userId}`, caller))).roles;
const written = async () => [
  await countRows(env.t.deps.db, backboneApplications),
  await countRows(env.t.deps.db, reviewInstances),
  await countRows(env.t.deps.db, reviewDecisions),
];

/** Verifies some of a teacher's records as the district admin (their records are otherwise unverified in the demo). */
async function verifySome(username: string, kind: 'honor' | 'good-lesson'): Promise<number> {
  const list = await data<{ records: AnyProfileRecord[] }>(c.kind(kind, 'list', env.who[username]));
  const record = list.records[0]!;
  await data(
    c.post('/profile/manage/records/decide', env.who.district_admin, {
      decision: 'verify',
      items: [{ id: record.id, version: record.version }],
    }),
  );
  return record.id;
}

describe('the demo application of 王芳', () => {
  it('waits at the school step in the school admin’s list, with the records it offers', async () => {
    const { application, isBackbone } = await mine(env.who.teacher);
    expect(isBackbone).toBe(false);
    expect(application).toMatchObject({
      status: '4',
      stepCode: 'school',
      round: 1,
      userName: '王芳',
      mayWithdraw: true,
      mayResubmit: false,
      mayDecide: false,
    });
    expect(application!.records.map((record) => [record.kind, record.stateNow])).toEqual([
      ['honor', 'verified'],
      ['good-lesson', 'verified'],
      ['public-thesis', 'verified'],
    ]);
    const school = await queue(env.who.school_admin);
    expect(school.records).toEqual([
      expect.objectContaining({ applyId: application!.applyId, userName: '王芳', stepCode: 'school', records: 3 }),
    ]);
    expect(school.counts).toEqual({ pending: 1, returned: 0, decided: 0 });
    expect((await queue(env.who.district_admin)).total).toBe(0);
    const seen = await data<BackboneApplication>(detail(env.who.school_admin, application!.applyId));
    expect(seen).toMatchObject({ mayDecide: true, statement: expect.stringContaining('骨干教师') });
  });
});

describe('an application from start to finish', () => {
  it('is decided by one of two school admins at once, returned by the district, resubmitted, approved again and grants the backbone role', async () => {
    const { who, t } = env;
    const applyId = (await mine(who.teacher)).application!.applyId;
    expectError(
      await c.post('/profile/backbone/apply', who.teacher, { statement: '再次申请', recordIds: [(await candidates(who.teacher))[0]!.id] }),
      409,
      4604,
    );

    // Two school admins approve at once: one decision is made, the other is told the review moved on.
    const decisionsBefore = await countRows(t.deps.db, reviewDecisions);
    const outcomes = await Promise.all([
      decide(who.school_admin, { applyId, decision: 'approve' }),
      decide(who.newteacher, { applyId, decision: 'approve', comment: '同意' }),
    ]);
    expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([200, 409]);
    expect(await countRows(t.deps.db, reviewDecisions)).toBe(decisionsBefore + 1);

    expectError(await decide(who.school_admin, { applyId, decision: 'approve' }), 409, 4009);
    const returned = await data(decide(who.district_admin, { applyId, decision: 'return', comment: '请补充近三年的公开课记录' }));
    expect(returned).toEqual({ applyId, status: '5', stepCode: null, round: 1 });
    expect((await mine(who.teacher)).application).toMatchObject({ status: '5', mayResubmit: true, mayWithdraw: true });

    const offered = (await candidates(who.teacher))
      .filter((record) => record.kind === 'public-crs' || record.kind === 'honor')
      .map((record) => record.id);
    expect(offered.length).toBeGreaterThan(1);
    expectError(await c.post('/profile/backbone/resubmit', who.idle, { applyId, statement: '补充', recordIds: offered }), 403, 4003);
    const resubmitted = await data(
      c.post('/profile/backbone/resubmit', who.teacher, { applyId, statement: '已补充公开课记录', recordIds: offered }),
    );
    expect(resubmitted).toEqual({ applyId, status: '4', stepCode: 'school', round: 2 });
    expectError(await c.post('/profile/backbone/resubmit', who.teacher, { applyId, statement: '再改', recordIds: offered }), 409, 4011);

    expect(await data(decide(who.school_admin, { applyId, decision: 'approve' }))).toMatchObject({ stepCode: 'district', round: 2 });
    expect(await roles(who.teacher)).not.toContain('backbone');
    expect(await data(decide(who.district_admin, { applyId, decision: 'approve', comment: '认定为区级骨干教师' }))).toEqual({
      applyId,
      status: '6',
      stepCode: null,
      round: 2,
    });

    // The role is the teacher's at once, in the session they hold.
    expect(await roles(who.teacher)).toContain('backbone');
    expect((await mine(who.teacher)).isBackbone).toBe(true);
    expectError(await c.post('/profile/backbone/apply', who.teacher, { statement: '再次申请', recordIds: offered }), 409, 4603);

    const seen = await data<BackboneApplication>(detail(who.teacher, applyId));
    expect(seen).toMatchObject({ status: '6', statement: '已补充公开课记录', mayWithdraw: false, mayResubmit: false, mayDecide: false });
    expect(seen.records.map((record) => record.id)).toEqual(offered);
    expect(seen.history.map((entry) => [entry.round, entry.stepCode, entry.event])).toEqual([
      [1, 'applicant', 'submit'],
      [1, 'school', 'approve'],
      [1, 'district', 'return'],
      [2, 'applicant', 'resubmit'],
      [2, 'school', 'approve'],
      [2, 'district', 'approve'],
    ]);
    expect(seen.history[2]).toMatchObject({ actorName: '赵磊', comment: '请补充近三年的公开课记录', statusAfter: '5' });
    const [granted] = await t.deps.db.select().from(backboneApplications).where(eq(backboneApplications.id, applyId));
    expect(granted!.grantedAt).toEqual(expect.any(Date));

    const audits = await t.deps.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'profile.backbone%' or ${auditLog.action} = 'teacher.role_granted'`)
      .orderBy(auditLog.id);
    expect(audits.map((audit) => audit.action)).toEqual([
      'profile.backbone_approve',
      'profile.backbone_return',
      'profile.backbone_resubmit',
      'profile.backbone_approve',
      'profile.backbone_approve',
      'teacher.role_granted',
    ]);
    expect(audits.at(-1)!.entityId).toBe(who.teacher!.userId);
    // Decided lists of the reviewers.
    expect((await queue(who.district_admin, { state: 'decided' })).records.map((record) => record.applyId)).toEqual([applyId]);
  });
});

describe('the expert panel, switched on by the district', () => {
  it('adds a tenant-wide third step whose experts read the applicant’s records while they review', async () => {
    const { who } = env;
    expectError(await c.get('/profile/manage/backbone/reviewSteps', who.school_admin), 403, 4003);
    expectError(
      await c.post('/profile/manage/backbone/reviewSteps/save', who.district_admin, { stepCode: 'school', enabled: false }),
      422,
      4022,
    );
    const steps = await data<Array<{ code: string; enabled: boolean; switchable: boolean }>>(
      c.post('/profile/manage/backbone/reviewSteps/save', who.district_admin, { stepCode: 'expert', enabled: true }),
    );
    expect(steps.map((step) => [step.code, step.enabled, step.switchable])).toEqual([
      ['school', true, false],
      ['district', true, false],
      ['expert', true, true],
    ]);

    // 陈静 (a school admin who teaches) applies; the other school admin of her school decides her school step.
    const honour = await verifySome('school_admin', 'honor');
    const readHers = () => c.kind('honor', 'list', who.expert, { userId: who.school_admin!.userId });
    expectError(await readHers(), 403, 4003);
    const { applyId } = await data<{ applyId: number }>(
      c.post('/profile/backbone/apply', who.school_admin, { statement: '申请认定骨干教师', recordIds: [honour] }),
    );
    expectError(await decide(who.school_admin, { applyId, decision: 'approve' }), 403, 4003);
    await data(decide(who.newteacher, { applyId, decision: 'approve' }));
    expectError(await decide(who.expert, { applyId, decision: 'approve' }), 403, 4003);
    expect(await data(decide(who.district_admin, { applyId, decision: 'approve' }))).toMatchObject({ status: '4', stepCode: 'expert' });

    expect((await queue(who.expert)).records.map((record) => record.applyId)).toEqual([applyId]);
    expect(await data<BackboneApplication>(detail(who.expert, applyId))).toMatchObject({
      mayDecide: true,
      steps: [{ code: 'school' }, { code: 'district' }, { code: 'expert', role: 'expert' }],
    });
    expect((await readHers()).statusCode).toBe(200);
    expect(await data(decide(who.expert, { applyId, decision: 'approve' }))).toMatchObject({ status: '6' });
    expect(await roles(who.school_admin)).toContain('backbone');

    await data(c.post('/profile/manage/backbone/reviewSteps/save', who.district_admin, { stepCode: 'expert', enabled: false }));
  });
});

describe('refusals', () => {
  it('refuses bad input and records that are not the caller’s verified ones, writing nothing', async () => {
    const { who } = env;
    const before = await written();
    const verifiedOfOthers = (await candidates(who.teacher))[0]!.id;
    const idleOwn = (await data<{ records: AnyProfileRecord[] }>(c.kind('good-lesson', 'list', who.idle))).records[0]!.id;
    expectError(await c.post('/profile/backbone/apply', who.idle, { statement: '', recordIds: [idleOwn] }), 400, 4000);
    expectError(await c.post('/profile/backbone/apply', who.idle, { statement: '申请', recordIds: [] }), 400, 4000);
    expectError(await c.post('/profile/backbone/apply', who.idle, { statement: '申请', recordIds: [idleOwn, idleOwn] }), 400, 4000);
    const foreign = await c.post('/profile/backbone/apply', who.idle, { statement: '申请', recordIds: [verifiedOfOthers] });
    expectError(foreign, 422, 4022);
    expect(foreign.json().data.issues).toEqual([{ path: 'body.recordIds.0', message: expect.stringContaining('not one of yours') }]);
    const unverified = await c.post('/profile/backbone/apply', who.idle, { statement: '申请', recordIds: [idleOwn] });
    expect(unverified.json().data.issues).toEqual([{ path: 'body.recordIds.0', message: expect.stringContaining('not verified') }]);
    expectError(await c.post('/profile/backbone/apply', undefined, { statement: '申请', recordIds: [idleOwn] }), 401, 1001);
    expectError(await c.post('/profile/backbone/apply', who.district_admin, { statement: '申请', recordIds: [idleOwn] }), 403, 4003);
    expectError(await c.post('/profile/backbone/apply', who.dongcheng, { statement: '申请', recordIds: [idleOwn] }), 401, 1001);
    expect(await written()).toEqual(before);
  });

  it('keeps an application to its applicant, the staff over them and the reviewers of its steps', async () => {
    const { who, t } = env;
    // 周涛 teaches at the middle school, which has no school admin among the demo accounts.
    const record = await verifySome('idle', 'good-lesson');
    const { applyId } = await data<{ applyId: number }>(
      c.post('/profile/backbone/apply', who.idle, { statement: '申请认定', recordIds: [record] }),
    );

    expectError(await decide(who.school_admin, { applyId, decision: 'approve' }), 403, 4003);
    expectError(await detail(who.school_admin, applyId), 403, 4003);
    expect((await queue(who.school_admin)).records.some((item) => item.applyId === applyId)).toBe(false);
    expectError(await decide(who.district_admin, { applyId, decision: 'approve' }), 403, 4003);
    expectError(await decide(who.teacher, { applyId, decision: 'approve' }), 403, 4003);
    expectError(await decide(who.expert, { applyId, decision: 'reject' }), 400, 4000);
    expectError(await detail(who.teacher, applyId), 403, 4003);
    expect((await detail(who.district_admin, applyId)).statusCode).toBe(200);
    expectError(await detail(who.district_admin, 999_999), 404, 4004);

    const dongchengAdmin = await t.login('district_admin', DONGCHENG);
    expectError(await c.get('/profile/backbone/detail', dongchengAdmin, { applyId: String(applyId) }, DONGCHENG), 404, 4004);
    expectError(await c.post('/profile/backbone/decide', dongchengAdmin, { applyId, decision: 'approve' }, DONGCHENG), 404, 4004);

    expectError(await c.post('/profile/backbone/withdraw', who.teacher, { applyId }), 403, 4003);
    expect(await data(c.post('/profile/backbone/withdraw', who.idle, { applyId }))).toMatchObject({ status: '8', stepCode: null });
    expectError(await c.post('/profile/backbone/withdraw', who.idle, { applyId }), 409, 4009);
    expect((await mine(who.idle)).application).toMatchObject({ status: '8', mayWithdraw: false });
    // Withdrawn, it is no longer open: 周涛 may apply again.
    expect((await c.post('/profile/backbone/apply', who.idle, { statement: '重新申请', recordIds: [record] })).statusCode).toBe(200);
  });

  it('lets one of two applications made at once through', async () => {
    const { who } = env;
    const record = (await candidates(who.backbone))[0];
    // 李强 is a backbone teacher already, and so is 孙丽 (a 名师, past the backbone phase); 周涛, whose application of
    // the case before is withdrawn first, applies twice at once.
    expectError(await c.post('/profile/backbone/apply', who.backbone, { statement: '申请', recordIds: [record!.id] }), 409, 4603);
    expectError(await c.post('/profile/backbone/apply', who.expert, { statement: '申请', recordIds: [record!.id] }), 409, 4603);
    const open = (await mine(who.idle)).application!;
    await data(c.post('/profile/backbone/withdraw', who.idle, { applyId: open.applyId }));
    const his = open.records[0]!.id;
    const idleRows = () =>
      env.t.deps.db
        .select()
        .from(backboneApplications)
        .where(eq(backboneApplications.userId, env.id('idle')));
    const hisBefore = (await idleRows()).length;
    const before = await countRows(env.t.deps.db, backboneApplications);
    const outcomes = await Promise.all(
      [1, 2].map(() => c.post('/profile/backbone/apply', who.idle, { statement: '申请', recordIds: [his] })),
    );
    expect(outcomes.map((outcome) => [outcome.statusCode, outcome.json().code]).sort()).toEqual([
      [200, 0],
      [409, 4604],
    ]);
    expect(await countRows(env.t.deps.db, backboneApplications)).toBe(before + 1);
    expect(await idleRows()).toHaveLength(hisBefore + 1);
  });
});
