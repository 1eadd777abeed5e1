import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { learningHourEntries } from '@server/db/schema/learning';
import { countRows } from '@server-test/support/db-state';
import { DONGCHENG } from '@server-test/support/test-app';
import { chinaYear } from '@server/platform/time/china-time';
import { client, expectError, setUp, type Env } from './hours.fixtures';

let env: Env;
const c = client(() => env);
beforeAll(async () => {
  env = await setUp();
});
afterAll(async () => {
  await env.close();
});

const year = chinaYear(new Date());
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value * 10, 0)) / 10;
/** The ledger's own sum of a teacher's year, straight from the table. */
const ledgerSum = async (userId: number, forYear: number) => {
  const rows = await env.t.deps.db
    .select({ hours: learningHourEntries.hours })
    .from(learningHourEntries)
    .where(
      and(eq(learningHourEntries.tenantId, env.tenantId), eq(learningHourEntries.userId, userId), eq(learningHourEntries.year, forYear)),
    );
  return sum(rows.map((row) => row.hours));
};
const breakdownOf = async (viewer = env.who.teacher, query: Record<string, string> = {}) => {
  const response = await c.get('/learning/hours', viewer, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as HoursBreakdown;
};

describe('GET /learning/hours', () => {
  it("shows the teacher's year net of reversals, by category, programme and month, against the requirement", async () => {
    const data = await breakdownOf();
    expect(data).toMatchObject({ userId: env.id('teacher'), teacherName: '王芳', year, requirement: { year, totalHours: 72 } });
    expect(data.years.slice(0, 2)).toEqual([year, year - 1]);
    expect(data.categories.map((category) => category.code)).toEqual(['public', 'professional', 'ethics']);
    // The seeded reversal undoes one entry: it is marked, and the totals leave both out.
    const reversal = data.entries.find((entry) => entry.source === 'reversal')!;
    const reversed = data.entries.find((entry) => entry.id === reversal.reversesEntryId)!;
    expect(reversed.reversedByEntryId).toBe(reversal.id);
    expect(reversal.hours).toBe(-reversed.hours);
    expect(data.totalHours).toBe(sum(data.entries.map((entry) => entry.hours)));
    // The seeds give 王芳 48 hours this year, plus whatever attendance the training seed marked.
    expect(data.totalHours).toBe(await ledgerSum(env.id('teacher'), year));
    expect(data.totalHours).toBeGreaterThanOrEqual(48);
    expect(sum(data.byCategory.map((total) => total.hours))).toBe(data.totalHours);
    expect(data.byCategory.find((total) => total.code === 'ethics')).toMatchObject({ required: 6 });
    expect(data.byMonth.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sum(data.byMonth.map((month) => month.hours))).toBe(data.totalHours);
    expect(sum(data.byProgramme.map((programme) => programme.hours))).toBe(data.totalHours);
    expect(data.byProgramme.some((programme) => programme.programmeId !== null)).toBe(true);
    expect(data.met).toBe(false);
  });

  it('shows a previous year and the year it asks for', async () => {
    const data = await breakdownOf(env.who.teacher, { year: String(year - 1) });
    expect(data).toMatchObject({
      year: year - 1,
      totalHours: await ledgerSum(env.id('teacher'), year - 1),
      met: true,
      requirement: { totalHours: 60 },
    });
    expect(data.totalHours).toBe(64);
    const empty = await breakdownOf(env.who.teacher, { year: '2001' });
    expect(empty).toMatchObject({ totalHours: 0, met: false, requirement: { totalHours: null }, entries: [], byProgramme: [] });
  });

  it('shows staff the teachers they manage, and nobody else', async () => {
    expect((await breakdownOf(env.who.school_admin, { userId: String(env.id('teacher')) })).teacherName).toBe('王芳');
    expect((await breakdownOf(env.who.district_admin, { userId: String(env.id('backbone')) })).teacherName).toBe('李强');
    // 李强 teaches at another school than the school admin: as if he did not exist.
    expectError(await c.get('/learning/hours', env.who.school_admin, { userId: String(env.id('backbone')) }), 404, 4004);
    expectError(await c.get('/learning/hours', env.who.school_admin, { userId: '999999' }), 404, 4004);
    // A teacher naming anyone else: refused, whether the id exists or not.
    expectError(await c.get('/learning/hours', env.who.teacher, { userId: String(env.id('backbone')) }), 403, 4003);
    expectError(await c.get('/learning/hours', env.who.teacher, { userId: '999999' }), 403, 4003);
    expect((await breakdownOf(env.who.teacher, { userId: String(env.id('teacher')) })).userId).toBe(env.id('teacher'));
  });

  it('refuses bad input, no session and another tenant', async () => {
    expectError(await c.get('/learning/hours', env.who.teacher, { year: '1900' }), 400, 4000);
    expectError(await c.get('/learning/hours', env.who.teacher, { userId: 'abc' }), 400, 4000);
    expectError(await c.get('/learning/hours', undefined), 401, 1001);
    expectError(await c.get('/learning/hours', env.who.dongchengTeacher), 401, 1001);
    // Another tenant's staff on their own host do not reach this tenant's teachers.
    expectError(await c.get('/learning/hours', env.who.dongchengAdmin, { userId: String(env.id('teacher')) }, DONGCHENG), 404, 4004);
  });
});

describe('GET /learning/hours/export', () => {
  it('answers the breakdown as a workbook with headers in the caller language and a UTF-8 file name', async () => {
    const response = await c.get('/learning/hours/export', env.who.teacher, {}, undefined, { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''learning-hours-${encodeURIComponent('王芳')}-${year}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Entries', 'By month', 'By programme']);
    expect(workbook.getWorksheet('Entries')!.getRow(1).values).toEqual([undefined, 'Date', 'Title', 'Source', 'Category', 'Hours', 'Note']);
    expect(workbook.getWorksheet('Summary')!.getRow(2).getCell(2).value).toBe((await breakdownOf()).totalHours);
    const zh = await c.get('/learning/hours/export', env.who.school_admin, { userId: String(env.id('teacher')) }, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent(`学时明细-王芳-${year}.xlsx`));
  });

  it('refuses what the breakdown refuses', async () => {
    expectError(await c.get('/learning/hours/export', env.who.teacher, { userId: String(env.id('backbone')) }), 403, 4003);
    expectError(await c.get('/learning/hours/export', undefined), 401, 1001);
    expectError(await c.get('/learning/hours/export', env.who.teacher, { year: 'soon' }), 400, 4000);
  });
});

describe('GET /learning/hours/categories', () => {
  it("answers the tenant's categories and completion share to any signed-in user", async () => {
    const response = await c.get('/learning/hours/categories', env.who.backbone);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      categories: [
        { code: 'public', labelZh: '公需课程', labelEn: 'General courses' },
        { code: 'professional', labelZh: '专业课程', labelEn: 'Professional courses' },
        { code: 'ethics', labelZh: '师德师风', labelEn: 'Professional ethics' },
      ],
      completionShare: 0.95,
    });
    // A tenant without categories of its own gets the defaults.
    expect((await c.get('/learning/hours/categories', env.who.dongchengTeacher, {}, DONGCHENG)).json().data.categories).toHaveLength(3);
    expectError(await c.get('/learning/hours/categories', undefined), 401, 1001);
  });
});

describe('POST /learning/manage/entries/reverse', () => {
  const reverse = (viewer: Env['who'][string] | undefined, body: unknown, tenant?: typeof DONGCHENG) =>
    c.post('/learning/manage/entries/reverse', viewer, body, tenant);
  const standing = async (userId: number) =>
    (
      await env.t.deps.db
        .select()
        .from(learningHourEntries)
        .where(and(eq(learningHourEntries.tenantId, env.tenantId), eq(learningHourEntries.userId, userId)))
    ).filter((entry) => entry.source !== 'reversal');

  it('reverses an entry once, with its reason, audited; the totals drop', async () => {
    const before = await breakdownOf();
    const entry = before.entries.find((candidate) => candidate.source !== 'reversal' && candidate.reversedByEntryId === null)!;
    const response = await reverse(env.who.school_admin, { entryId: entry.id, reason: '培训未实际参加' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      source: 'reversal',
      hours: -entry.hours,
      reversesEntryId: entry.id,
      reason: '培训未实际参加',
      category: entry.category,
      year,
    });
    const after = await breakdownOf();
    expect(after.totalHours).toBe(sum([before.totalHours, -entry.hours]));
    expect(after.entries.find((candidate) => candidate.id === entry.id)!.reversedByEntryId).toBe(response.json().data.id);
    const audits = await env.t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'learning.entry_reversed'), eq(auditLog.entityId, String(entry.id))));
    expect(audits).toHaveLength(1);

    const rows = await countRows(env.t.deps.db, learningHourEntries);
    expectError(await reverse(env.who.district_admin, { entryId: entry.id, reason: '再次冲销' }), 409, 4503);
    // A reversal itself cannot be reversed.
    expectError(await reverse(env.who.district_admin, { entryId: response.json().data.id, reason: '撤销冲销' }), 422, 4022);
    expect(await countRows(env.t.deps.db, learningHourEntries)).toBe(rows);
  });

  it('gives one reversal when two staff reverse at once', async () => {
    const entry = (await standing(env.id('teacher'))).find((candidate) => candidate.year === year - 1)!;
    const rows = await countRows(env.t.deps.db, learningHourEntries);
    const answers = await Promise.all([
      reverse(env.who.school_admin, { entryId: entry.id, reason: '重复登记' }),
      reverse(env.who.district_admin, { entryId: entry.id, reason: '重复登记' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await countRows(env.t.deps.db, learningHourEntries)).toBe(rows + 1);
    // Reversed in the entry's own year.
    expect((await breakdownOf(env.who.teacher, { year: String(year - 1) })).totalHours).toBe(sum([64, -entry.hours]));
  });

  it('refuses bad input, the wrong people and another tenant, writing nothing', async () => {
    const teacherEntry = (await standing(env.id('teacher')))[0]!;
    const backboneEntry = (await standing(env.id('backbone')))[0]!;
    const schoolAdminEntry = (await standing(env.id('school_admin')))[0]!;
    const rows = await countRows(env.t.deps.db, learningHourEntries);
    expectError(await reverse(env.who.school_admin, { entryId: teacherEntry.id, reason: 'x' }), 400, 4000);
    expectError(await reverse(env.who.school_admin, { entryId: teacherEntry.id }), 400, 4000);
    expectError(await reverse(env.who.school_admin, { entryId: 999_999, reason: '不存在的记录' }), 404, 4004);
    expectError(await reverse(env.who.school_admin, { entryId: backboneEntry.id, reason: '不是本校教师' }), 404, 4004);
    expectError(await reverse(env.who.school_admin, { entryId: schoolAdminEntry.id, reason: '自己的学时' }), 403, 4003);
    expectError(await reverse(env.who.teacher, { entryId: teacherEntry.id, reason: '教师不能冲销' }), 403, 4003);
    expectError(await reverse(undefined, { entryId: teacherEntry.id, reason: '未登录' }), 401, 1001);
    expectError(await reverse(env.who.dongchengAdmin, { entryId: teacherEntry.id, reason: '其他区县' }, DONGCHENG), 404, 4004);
    expect(await countRows(env.t.deps.db, learningHourEntries)).toBe(rows);
  });
});
