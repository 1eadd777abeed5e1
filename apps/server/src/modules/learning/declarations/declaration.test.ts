import type { Declaration } from '@yanxiu/contract/learning-hours';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { learningHourDeclarations, learningHourEntries } from '@server/db/schema/learning';
import { reviewInstances } from '@server/db/schema/review';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { chinaDay } from '@server/platform/time/china-time';
import { deleteUnusedEvidence } from '@server/modules/development/development.fixtures';
import { client, expectError, setUp, type Env } from '@server/modules/learning/hours/hours.fixtures';

let env: Env;
const c = client(() => env);
beforeAll(async () => {
  env = await setUp();
});
afterAll(async () => {
  await env.close();
});

type Viewer = Env['who'][string] | undefined;
const create = (viewer: Viewer, body: unknown, tenant?: typeof DONGCHENG) => c.post('/learning/declarations/create', viewer, body, tenant);
const decide = (viewer: Viewer, body: unknown) => c.post('/learning/manage/declarations/decide', viewer, body);
const declarationBody = (fileId: string, extra: Record<string, unknown> = {}) => ({
  title: '市级班主任培训',
  organiser: '市教师发展中心',
  category: 'ethics',
  hours: 6,
  activityOn: '2026-03-10',
  evidenceFileIds: [fileId],
  ...extra,
});

async function declare(viewer: Viewer, extra: Record<string, unknown> = {}): Promise<Declaration> {
  const fileId = await c.upload(viewer!);
  const response = await create(viewer, declarationBody(fileId, extra));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const entriesOf = (declarationId: number) =>
  env.t.deps.db
    .select()
    .from(learningHourEntries)
    .where(
      and(
        eq(learningHourEntries.tenantId, env.tenantId),
        eq(learningHourEntries.source, 'declared'),
        eq(learningHourEntries.sourceRef, String(declarationId)),
      ),
    );

describe('declaring hours', () => {
  it('is filed by a teacher with evidence, read by them and their school, and approved into the ledger', async () => {
    const filed = await declare(env.who.teacher);
    expect(filed).toMatchObject({
      userId: env.id('teacher'),
      teacherName: '王芳',
      schoolName: expect.any(String),
      declaredBy: env.id('teacher'),
      status: 'pending',
      hours: 6,
      version: 2,
      canDecide: false,
      entryId: null,
    });
    expect(filed.evidence).toEqual([{ id: expect.any(String), name: '结业证明.pdf', missing: false }]);

    const mine = await c.get('/learning/declarations', env.who.teacher, { status: 'pending' });
    expect(mine.json().data.records.map((row: Declaration) => row.id)).toContain(filed.id);
    const queue = await c.get('/learning/manage/declarations', env.who.school_admin);
    const queued = (queue.json().data.records as Declaration[]).find((row) => row.id === filed.id)!;
    expect(queued.canDecide).toBe(true);
    // District admins see it, but the school decides.
    const district = (await c.get('/learning/manage/declarations', env.who.district_admin)).json().data.records as Declaration[];
    expect(district.find((row) => row.id === filed.id)!.canDecide).toBe(false);
    expectError(await decide(env.who.district_admin, { id: filed.id, decision: 'approve', version: filed.version }), 403, 4003);

    expect((await c.get(`/learning/declarations/${filed.id}`, env.who.school_admin)).statusCode).toBe(200);
    expectError(await c.get(`/learning/declarations/${filed.id}`, env.who.backbone), 404, 4004);

    const approved = await decide(env.who.school_admin, { id: filed.id, decision: 'approve', comment: '材料齐全', version: filed.version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', comment: '材料齐全', canDecide: false, entryId: expect.any(Number) });
    const [entry] = await entriesOf(filed.id);
    expect(entry).toMatchObject({
      id: approved.json().data.entryId,
      userId: env.id('teacher'),
      hours: 6,
      category: 'ethics',
      creditedOn: '2026-03-10',
      year: 2026,
      createdBy: env.id('school_admin'),
      programmeId: null,
    });
    const hours = await c.get('/learning/hours', env.who.teacher, { year: '2026' });
    expect(hours.json().data.byProgramme).toContainEqual({ programmeId: null, title: '市级班主任培训', hours: 6 });
    const audits = await env.t.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(filed.id)));
    expect(audits.map((audit) => audit.action).filter((action) => action.startsWith('learning.declaration'))).toEqual([
      'learning.declaration_created',
      'learning.declaration_approved',
    ]);
    expectError(
      await decide(env.who.school_admin, { id: filed.id, decision: 'approve', version: approved.json().data.version }),
      409,
      4011,
    );
  });

  it('needs a comment to reject, and refuses a stale version', async () => {
    const filed = await declare(env.who.newteacher);
    expectError(await decide(env.who.school_admin, { id: filed.id, decision: 'reject', version: filed.version }), 422, 4022);
    expectError(await decide(env.who.school_admin, { id: filed.id, decision: 'approve', version: filed.version - 1 }), 409, 4010);
    const rejected = await decide(env.who.school_admin, {
      id: filed.id,
      decision: 'reject',
      comment: '证明材料不清晰',
      version: filed.version,
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', comment: '证明材料不清晰', entryId: null });
    expect(await entriesOf(filed.id)).toEqual([]);
  });

  it('credits once when two approvals race', async () => {
    const filed = await declare(env.who.teacher, { title: '并发审核测试' });
    const answers = await Promise.all([
      decide(env.who.school_admin, { id: filed.id, decision: 'approve', version: filed.version }),
      decide(env.who.school_admin, { id: filed.id, decision: 'approve', version: filed.version }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesOf(filed.id)).toHaveLength(1);
  });

  it('is withdrawn by the teacher while pending, not by staff, and keeps its evidence until decided', async () => {
    const filed = await declare(env.who.teacher, { title: '撤回测试' });
    const fileId = filed.evidence[0]!.id;
    const blocked = await env.t.call('DELETE', `/files/${fileId}`, { token: env.who.teacher!.access_token });
    expectError(blocked, 409, 4009);
    expect(blocked.json().msg).toContain(String(filed.id));
    expectError(await c.post('/learning/declarations/withdraw', env.who.school_admin, { id: filed.id }), 403, 4003);
    const withdrawn = await c.post('/learning/declarations/withdraw', env.who.teacher, { id: filed.id });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expectError(await c.post('/learning/declarations/withdraw', env.who.teacher, { id: filed.id }), 409, 4011);
    expect((await env.t.call('DELETE', `/files/${fileId}`, { token: env.who.teacher!.access_token })).statusCode).toBe(200);
    expect((await c.get(`/learning/declarations/${filed.id}`, env.who.teacher)).json().data.evidence).toEqual([
      { id: fileId, name: '结业证明.pdf', missing: true },
    ]);
  });

  it('is filed by staff for a teacher they manage, and then decided by someone else', async () => {
    const filed = await declare(env.who.school_admin, { userId: env.id('teacher'), title: '代为申报' });
    expect(filed).toMatchObject({ userId: env.id('teacher'), declaredBy: env.id('school_admin'), canDecide: false });
    expectError(await decide(env.who.school_admin, { id: filed.id, decision: 'approve', version: filed.version }), 403, 4003);
    const fileId = await c.upload(env.who.school_admin!);
    expectError(await create(env.who.school_admin, declarationBody(fileId, { userId: env.id('backbone') })), 404, 4004);
    expectError(await create(env.who.teacher, declarationBody(fileId, { userId: env.id('backbone') })), 403, 4003);
  });

  it('refuses bad input, writing nothing', async () => {
    const own = await c.upload(env.who.teacher!);
    const others = await c.upload(env.who.backbone!);
    const document = await c.upload(env.who.district_admin!, 'document');
    const tables = [learningHourDeclarations, learningHourEntries, reviewInstances];
    const before = await Promise.all(tables.map((table) => countRows(env.t.deps.db, table)));
    const tomorrow = chinaDay(new Date(Date.now() + 86_400_000 * 2));
    expectError(await create(env.who.teacher, declarationBody(own, { activityOn: tomorrow })), 422, 4022);
    expectError(await create(env.who.teacher, declarationBody(own, { category: 'sports' })), 422, 4022);
    expectError(await create(env.who.teacher, declarationBody(others)), 422, 4022);
    expectError(await create(env.who.teacher, declarationBody(document)), 422, 4022);
    expectError(await create(env.who.teacher, declarationBody('00000000-0000-4000-8000-000000000000')), 422, 4022);
    expectError(await create(env.who.teacher, declarationBody(own, { hours: 0 })), 400, 4000);
    expectError(await create(env.who.teacher, declarationBody(own, { hours: 250 })), 400, 4000);
    expectError(await create(env.who.teacher, declarationBody(own, { evidenceFileIds: [] })), 400, 4000);
    expectError(await create(env.who.teacher, declarationBody(own, { activityOn: '2026-02-30' })), 400, 4000);
    expectError(await create(env.who.district_admin, declarationBody(document)), 403, 4003);
    expectError(await create(undefined, declarationBody(own)), 401, 1001);
    expectError(await create(env.who.dongchengTeacher, declarationBody(own)), 401, 1001);
    expectError(await create(env.who.dongchengTeacher, declarationBody(own), DONGCHENG), 422, 4022);
    expect(await Promise.all(tables.map((table) => countRows(env.t.deps.db, table)))).toEqual(before);
  });

  it('keeps the evidence of every declaration from the sweep of unused uploads', async () => {
    const filed = await declare(env.who.teacher, { title: '清理测试' });
    const unused = await c.upload(env.who.teacher!);
    const swept = await env.t.deps.db.transaction((tx) => deleteUnusedEvidence(tx, new Date(Date.now() + 60_000), 1000));
    const ids = swept.map((file) => file.id);
    expect(ids).toContain(unused);
    expect(ids).not.toContain(filed.evidence[0]!.id);
  });

  it('keeps lists and decisions to the right people', async () => {
    expectError(await c.get('/learning/manage/declarations', env.who.teacher), 403, 4003);
    expectError(await c.get('/learning/manage/declarations', undefined), 401, 1001);
    expectError(await c.get('/learning/declarations', undefined), 401, 1001);
    expectError(await c.get('/learning/declarations', env.who.teacher, { status: 'lost' }), 400, 4000);
    expectError(await c.get('/learning/declarations/abc', env.who.teacher), 400, 4000);
    expectError(await c.get('/learning/declarations/999999', env.who.teacher), 404, 4004);
    expectError(await decide(env.who.teacher, { id: 1, decision: 'approve', version: 1 }), 403, 4003);
    expectError(await decide(env.who.school_admin, { id: 1, decision: 'maybe', version: 1 }), 400, 4000);
    // The demo declaration is there for the school; another tenant's admin sees none of it.
    const other = await c.get('/learning/manage/declarations', env.who.dongchengAdmin, {}, DONGCHENG);
    expect(other.json().data.total).toBe(0);
    const mine = await c.get('/learning/declarations', env.who.backbone);
    expect(mine.json().data).toMatchObject({ records: [], total: 0 });
  });
});
