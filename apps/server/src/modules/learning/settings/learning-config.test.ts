import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { learningRequirements, learningSettings } from '@server/db/schema/learning';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { chinaYear } from '@server/platform/time/china-time';
import { client, expectError, setUp, type Env } from '@server/modules/learning/hours/hours.fixtures';

let env: Env;
const c = client(() => env);
beforeAll(async () => {
  env = await setUp();
});
afterAll(async () => {
  await env.close();
});

const year = chinaYear(new Date());

describe('GET /learning/manage/requirement', () => {
  it("answers the tenant's requirement of this year, or of the year asked for, to staff", async () => {
    const current = await c.get('/learning/manage/requirement', env.who.school_admin);
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toEqual({ year, totalHours: 72, categoryMinimums: { public: 24, professional: 36, ethics: 6 } });
    expect((await c.get('/learning/manage/requirement', env.who.district_admin, { year: String(year - 1) })).json().data).toMatchObject({
      totalHours: 60,
    });
    expect((await c.get('/learning/manage/requirement', env.who.district_admin, { year: '2002' })).json().data).toEqual({
      year: 2002,
      totalHours: null,
      categoryMinimums: {},
    });
  });

  it('refuses teachers, who read their requirement with their hours (GET /learning/hours)', async () => {
    for (const name of ['teacher', 'backbone', 'expert'])
      expectError(await c.get('/learning/manage/requirement', env.who[name]), 403, 4003);
    const hours = await c.get('/learning/hours', env.who.teacher);
    expect(hours.statusCode).toBe(200);
    expect(hours.json().data.requirement).toMatchObject({ totalHours: 72 });
  });

  it('refuses bad input, no session and another tenant', async () => {
    expectError(await c.get('/learning/manage/requirement', env.who.district_admin, { year: '99' }), 400, 4000);
    expectError(await c.get('/learning/manage/requirement', undefined), 401, 1001);
    expectError(await c.get('/learning/manage/requirement', env.who.dongchengAdmin), 401, 1001);
    // The other tenant, on its own host, has none: nothing of this tenant shows.
    expect((await c.get('/learning/manage/requirement', env.who.dongchengAdmin, {}, DONGCHENG)).json().data.totalHours).toBeNull();
  });
});

describe('POST /learning/manage/requirement/save', () => {
  const save = (viewer: Env['who'][string] | undefined, body: unknown, tenant?: typeof DONGCHENG) =>
    c.post('/learning/manage/requirement/save', viewer, body, tenant);
  const stored = async (forYear: number) =>
    (
      await env.t.deps.db
        .select()
        .from(learningRequirements)
        .where(and(eq(learningRequirements.tenantId, env.tenantId), eq(learningRequirements.year, forYear)))
    )[0];

  it('lets a district admin set a year, audited, and replace it', async () => {
    const body = { year: 2030, totalHours: 50, categoryMinimums: { public: 10, ethics: 5.5 } };
    const response = await save(env.who.district_admin, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(body);
    expect(await stored(2030)).toMatchObject({
      totalHours: 50,
      categoryMinimums: { public: 10, ethics: 5.5 },
      updatedBy: env.id('district_admin'),
    });
    expect((await save(env.who.district_admin, { ...body, totalHours: 60 })).statusCode).toBe(200);
    expect((await c.get('/learning/manage/requirement', env.who.district_admin, { year: '2030' })).json().data.totalHours).toBe(60);
    const audits = await env.t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'learning.requirement_saved'), eq(auditLog.entityId, '2030')));
    expect(audits).toHaveLength(2);
    expect(audits.map((audit) => audit.before)).toContainEqual(null);
  });

  it('refuses unknown categories, minimums above the total and bad input, writing nothing', async () => {
    const rows = await countRows(env.t.deps.db, learningRequirements);
    const unknown = await save(env.who.district_admin, { year: 2031, totalHours: 50, categoryMinimums: { sports: 5 } });
    expectError(unknown, 422, 4022);
    expect(unknown.json().data.issues[0].path).toBe('body.categoryMinimums.sports');
    expectError(
      await save(env.who.district_admin, { year: 2031, totalHours: 20, categoryMinimums: { public: 10, professional: 10.1 } }),
      422,
      4022,
    );
    expectError(await save(env.who.district_admin, { year: 2031, totalHours: 0, categoryMinimums: {} }), 400, 4000);
    expectError(await save(env.who.district_admin, { year: 2031, totalHours: 10.25, categoryMinimums: {} }), 400, 4000);
    expectError(await save(env.who.district_admin, { year: 1999, totalHours: 10, categoryMinimums: {} }), 400, 4000);
    expect(await countRows(env.t.deps.db, learningRequirements)).toBe(rows);
  });

  it('is for district admins of the tenant only', async () => {
    const rows = await countRows(env.t.deps.db, learningRequirements);
    const body = { year: 2032, totalHours: 10, categoryMinimums: {} };
    expectError(await save(env.who.school_admin, body), 403, 4003);
    expectError(await save(env.who.teacher, body), 403, 4003);
    expectError(await save(undefined, body), 401, 1001);
    expectError(await save(env.who.dongchengAdmin, body), 401, 1001);
    expect(await countRows(env.t.deps.db, learningRequirements)).toBe(rows);
    // The other district's admin on their own host sets their own tenant's requirement, not this one's.
    expect((await save(env.who.dongchengAdmin, body, DONGCHENG)).statusCode).toBe(200);
    expect(await stored(2032)).toBeUndefined();
  });
});

describe('POST /learning/manage/settings/save', () => {
  const save = (viewer: Env['who'][string] | undefined, body: unknown) => c.post('/learning/manage/settings/save', viewer, body);

  it('lets a district admin set the completion share, audited', async () => {
    const response = await save(env.who.district_admin, { completionShare: 0.9 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ completionShare: 0.9 });
    expect((await c.get('/learning/hours/categories', env.who.teacher)).json().data.completionShare).toBe(0.9);
    const [audit] = await env.t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'learning.settings_saved'));
    expect(audit).toMatchObject({ before: { completionShare: 0.95 }, after: { completionShare: 0.9 } });
  });

  it('refuses bad input, the wrong role and no session, writing nothing', async () => {
    const rows = await countRows(env.t.deps.db, learningSettings);
    expectError(await save(env.who.district_admin, { completionShare: 0.3 }), 400, 4000);
    expectError(await save(env.who.district_admin, { completionShare: 0.955 }), 400, 4000);
    expectError(await save(env.who.school_admin, { completionShare: 0.8 }), 403, 4003);
    expectError(await save(undefined, { completionShare: 0.8 }), 401, 1001);
    expectError(await save(env.who.dongchengAdmin, { completionShare: 0.8 }), 401, 1001);
    expect(await countRows(env.t.deps.db, learningSettings)).toBe(rows);
    expect((await c.get('/learning/hours/categories', env.who.teacher)).json().data.completionShare).toBe(0.9);
  });
});
