import type { TodoListPage } from '@yanxiu/contract/todo';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { DONGCHENG } from '@server-test/support/test-app';
import { expectError, profileClient, setUpProfile, type ProfileEnv } from '@server/modules/profile/profile.fixtures';

// The one to-do list: every declared source merged oldest first, counted per kind, filtered and paged; each source
// answers only for the caller (reviews at a step they decide, within its scope) in their tenant.

let env: ProfileEnv;
const c = profileClient(() => env);
type Caller = ProfileEnv['who'][string] | undefined;

beforeAll(async () => {
  env = await setUpProfile(['teacher', 'school_admin', 'district_admin']);
  // Other domains' demo to-dos (the district's folder issued to the first school, the research activities the demo
  // people joined) are settled first, so the lists hold the review kinds this file is about.
  await env.t.deps.db.execute(sql`update disk_issue_recipients set acknowledged_at = now() where acknowledged_at is null`);
  await env.t.deps.db.execute(sql`update research_participants set completed_at = now() where completed_at is null`);
});
afterAll(async () => {
  await env.t.close();
});

const list = async (caller: Caller, query: Record<string, string> = {}): Promise<TodoListPage> => {
  const answer = await c.get('/todo/list', caller, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TodoListPage;
};
const kindsOf = (page: TodoListPage) => page.records.map((item) => item.kind);

describe('the to-do list', () => {
  it('merges the sources oldest first, counts each kind, filters by kind and pages across sources', async () => {
    const { who } = env;
    // The demo: 王芳's declared hours, then her backbone application, both at the school step.
    const before = await list(who.school_admin);
    expect(kindsOf(before)).toEqual(['learning.declaration', 'backbone.review']);
    expect(before.records[1]).toMatchObject({
      params: { applicant: '王芳', step: 'school' },
      link: expect.stringMatching(/^\/my\/todoList\/backbone\/\d+$/),
    });

    // She declares more hours: a third item, the newest, of the first kind.
    const fileId = await c.upload(who.teacher!);
    const declared = await c.post('/learning/declarations/create', who.teacher, {
      title: '市级班主任培训',
      organiser: '市教师发展中心',
      category: 'ethics',
      hours: 6,
      activityOn: '2026-03-10',
      evidenceFileIds: [fileId],
    });
    expect(declared.statusCode, declared.body).toBe(200);

    const first = await list(who.school_admin, { size: '2' });
    const second = await list(who.school_admin, { size: '2', current: '2' });
    expect(kindsOf(first)).toEqual(['learning.declaration', 'backbone.review']);
    expect(second.records).toEqual([expect.objectContaining({ kind: 'learning.declaration', id: String(declared.json().data.id) })]);
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(first.counts).toEqual([
      { kind: 'learning.declaration', count: 2 },
      { kind: 'backbone.review', count: 1 },
    ]);
    const since = [...first.records, ...second.records].map((item) => item.since);
    expect(since).toEqual([...since].sort());

    const declarations = await list(who.school_admin, { kind: 'learning.declaration' });
    expect(kindsOf(declarations)).toEqual(['learning.declaration', 'learning.declaration']);
    expect(declarations.total).toBe(2);
    expect(declarations.counts).toEqual(first.counts);

    // The teacher reviews nothing; the district's step has nothing yet.
    expect(await list(who.teacher)).toEqual({ records: [], total: 0, current: 1, size: 10, counts: [] });
    expect((await list(who.district_admin)).total).toBe(0);
  });

  it('moves a review to the next step’s reviewer once the school decides it', async () => {
    const { who } = env;
    const backbone = (await list(who.school_admin, { kind: 'backbone.review' })).records[0]!;
    const decided = await c.post('/profile/backbone/decide', who.school_admin, { applyId: Number(backbone.id), decision: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await list(who.school_admin, { kind: 'backbone.review' })).total).toBe(0);
    const district = await list(who.district_admin);
    expect(district.records).toEqual([
      expect.objectContaining({
        kind: 'backbone.review',
        id: backbone.id,
        params: { applicant: '王芳', step: 'district' },
        link: backbone.link,
      }),
    ]);
  });

  it('refuses bad input with 400 (or 422 for a kind no module declares)', async () => {
    const { who } = env;
    for (const query of [{ current: '0' }, { current: '21' }, { size: '51' }, { size: 'x' }, { kind: 'not a kind' }] as Array<
      Record<string, string>
    >) {
      expectError(await c.get('/todo/list', who.school_admin, query), 400, 4000);
    }
    expectError(await c.get('/todo/list', who.school_admin, { kind: 'nobody.declares' }), 422, 4022);
  });

  it('needs a session and a role that does something, and never answers across tenants', async () => {
    const { t, who } = env;
    expect((await c.get('/todo/list', undefined)).statusCode).toBe(401);
    // A user left with only the idle-logout marker, which grants nothing.
    await t.deps.db
      .update(users)
      .set({ roles: ['APPY313'] })
      .where(eq(users.username, 'newteacher'));
    expectError(await c.get('/todo/list', await t.login('newteacher')), 403, 4003);
    // The demo school admin's session is not one on another tenant; that tenant's own admin sees none of the demo's items.
    expect((await c.get('/todo/list', who.school_admin, {}, DONGCHENG)).statusCode).toBe(401);
    const other = await c.get('/todo/list', await t.login('district_admin', DONGCHENG), {}, DONGCHENG);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.records.filter((item: { params: { applicant: string } }) => item.params.applicant === '王芳')).toEqual([]);
  });
});
