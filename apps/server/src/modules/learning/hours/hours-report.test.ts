import type { ReportPage, ReportRow } from '@yanxiu/contract/learning-hours';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONGCHENG } from '@server-test/support/test-app';
import { chinaYear } from '@server/platform/time/china-time';
import { creditOnce } from './hours-ledger.repository';
import { client, expectError, setUp, type Env } from './hours.fixtures';

let env: Env;
const c = client(() => env);
const YEAR = 2031;
beforeAll(async () => {
  env = await setUp();
  // A year of its own: total 20, public at least 8, ethics at least 2.
  const saved = await c.post('/learning/manage/requirement/save', env.who.district_admin, {
    year: YEAR,
    totalHours: 20,
    categoryMinimums: { public: 8, ethics: 2 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const credit = (username: string, ref: string, hours: number, category: string) =>
    creditOnce(env.t.deps.db, env.tenantId, {
      userId: env.id(username),
      source: 'offline',
      sourceRef: ref,
      programmeId: null,
      title: ref,
      hours,
      category,
      earnedAt: new Date(`${YEAR}-05-01T12:00:00+08:00`),
      createdBy: null,
    });
  // 李强 meets everything; 王芳 has the total but too little public; 孙丽 has the minimums but not the total.
  await credit('backbone', 'a', 10, 'public');
  await credit('backbone', 'b', 8.5, 'professional');
  await credit('backbone', 'c', 1.5, 'ethics');
  await credit('backbone', 'd', 0.5, 'ethics');
  await credit('teacher', 'a', 7.9, 'public');
  await credit('teacher', 'b', 20, 'professional');
  await credit('teacher', 'c', 2, 'ethics');
  await credit('expert', 'a', 8, 'public');
  await credit('expert', 'b', 2, 'ethics');
});
afterAll(async () => {
  await env.close();
});

type Viewer = Env['who'][string] | undefined;
const report = async (viewer: Viewer, query: Record<string, string> = {}) => {
  const response = await c.get('/learning/manage/report', viewer, { year: String(YEAR), ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ReportPage;
};
const byName = (rows: ReportRow[]) => new Map(rows.map((row) => [row.teacherName, row]));

describe('GET /learning/manage/report', () => {
  it("shows a district admin every teacher of the district short of the total or of a category's minimum", async () => {
    const page = await report(env.who.district_admin, { size: '100' });
    // Six demo accounts teach: 王芳, 李强, 陈静, 孙丽, 周涛, 刘洋.
    expect(page).toMatchObject({ year: YEAR, teachers: 6, metCount: 1, total: 5, requirement: { totalHours: 20 } });
    const rows = byName(page.records);
    expect(rows.has('李强')).toBe(false);
    expect(rows.get('王芳')).toMatchObject({
      totalHours: 29.9,
      shortHours: 0,
      met: false,
      unmetCategories: ['public'],
      byCategory: { public: 7.9, professional: 20, ethics: 2 },
    });
    expect(rows.get('孙丽')).toMatchObject({ totalHours: 10, shortHours: 10, met: false, unmetCategories: [] });
    expect(rows.get('刘洋')).toMatchObject({ totalHours: 0, shortHours: 20, unmetCategories: ['public', 'ethics'], byCategory: {} });
    const everyone = await report(env.who.district_admin, { onlyUnmet: 'false', size: '100' });
    expect(everyone.total).toBe(6);
    expect(byName(everyone.records).get('李强')).toMatchObject({ met: true, totalHours: 20.5, unmetCategories: [] });
  });

  it('shows a school admin their own school only, whatever school they name, and filters by name and page', async () => {
    const page = await report(env.who.school_admin, { onlyUnmet: 'false', schoolId: '999' });
    expect(page.teachers).toBe(3);
    expect(page.records.map((row) => row.teacherName).sort()).toEqual(['刘洋', '王芳', '陈静'].sort());
    expect((await report(env.who.school_admin, { keyword: '王' })).records.map((row) => row.teacherName)).toEqual(['王芳']);
    const first = await report(env.who.district_admin, { size: '2', current: '1' });
    const second = await report(env.who.district_admin, { size: '2', current: '2' });
    expect(first.records).toHaveLength(2);
    expect(first.total).toBe(5);
    expect(second.records.map((row) => row.userId)).not.toContain(first.records[0]!.userId);
    const school = (await report(env.who.district_admin, { onlyUnmet: 'false' })).records.find(
      (row) => row.teacherName === '李强',
    )!.schoolName!;
    const schoolId = (await c.get('/training/manage/schools', env.who.district_admin))
      .json()
      .data.find((row: { name: string }) => row.name === school).id;
    const one = await report(env.who.district_admin, { onlyUnmet: 'false', schoolId: String(schoolId) });
    expect(one.records.every((row) => row.schoolName === school)).toBe(true);
    expect(one.teachers).toBe(2);
  });

  it('pages through every school in order, pages of one size joining into the whole list, and counts past the end', async () => {
    for (const onlyUnmet of ['false', 'true']) {
      const whole = await report(env.who.district_admin, { onlyUnmet, size: '100' });
      const paged: ReportRow[] = [];
      for (let current = 1; current <= 4; current++)
        paged.push(...(await report(env.who.district_admin, { onlyUnmet, size: '2', current: String(current) })).records);
      expect(paged.map((row) => row.userId)).toEqual(whole.records.map((row) => row.userId));
      const schools = whole.records.map((row) => row.schoolName);
      // Schools stay together (each school's teachers in one run), teachers outside a school last.
      expect(schools.filter((school, index) => index === 0 || school !== schools[index - 1])).toEqual([...new Set(schools)]);
      expect(schools.indexOf(null) === -1 || schools.slice(schools.indexOf(null)).every((school) => school === null)).toBe(true);
      const beyond = await report(env.who.district_admin, { onlyUnmet, size: '2', current: '9' });
      expect(beyond).toMatchObject({ records: [], teachers: 6, metCount: 1, total: onlyUnmet === 'true' ? 5 : 6 });
    }
  });

  it('pages by cursor exactly as by page number, across schools, for every filter, with no cursor past the end', async () => {
    const schools = (await c.get('/training/manage/schools', env.who.district_admin)).json().data as Array<{ id: number }>;
    const filters: Array<Record<string, string>> = [
      { onlyUnmet: 'false' },
      { onlyUnmet: 'true' },
      { onlyUnmet: 'false', schoolId: String(schools[0]!.id) },
    ];
    for (const filter of filters) {
      for (const size of ['1', '2']) {
        const byNumber: number[] = [];
        const byCursor: number[] = [];
        let cursor: string | null = null;
        for (let current = 1; current <= 8; current++) {
          byNumber.push(
            ...(await report(env.who.district_admin, { ...filter, size, current: String(current) })).records.map((row) => row.userId),
          );
          const page: ReportPage = await report(env.who.district_admin, {
            ...filter,
            size,
            current: String(current),
            ...(cursor ? { cursor } : {}),
          });
          byCursor.push(...page.records.map((row) => row.userId));
          if (current > 1) expect(cursor, `page ${current} of ${JSON.stringify(filter)} by ${size}`).not.toBeNull();
          cursor = page.nextCursor;
          if (!cursor) break;
        }
        expect(byCursor, JSON.stringify(filter)).toEqual(byNumber);
        expect(byCursor.length, JSON.stringify(filter)).toBe((await report(env.who.district_admin, { ...filter, size: '100' })).total);
      }
    }
    // A keyword's pages are numbered only; a school admin given a cursor from outside their school pages by number.
    expect((await report(env.who.district_admin, { keyword: '王', size: '1' })).nextCursor).toBeNull();
    const district = await report(env.who.district_admin, { onlyUnmet: 'false', size: '1' });
    const own = await report(env.who.school_admin, { onlyUnmet: 'false', size: '1', current: '2' });
    const foreign = await report(env.who.school_admin, { onlyUnmet: 'false', size: '1', current: '2', cursor: district.nextCursor! });
    expect(foreign.records.map((row) => row.userId)).toEqual(own.records.map((row) => row.userId));
  });

  it('refuses a cursor it did not make (400 in the envelope), and a cursor changes nothing about who may read', async () => {
    const first = await report(env.who.district_admin, { onlyUnmet: 'false', size: '1' });
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'a b',
      'bm90LWEtY3Vyc29y',
      forged([0, '王芳', 1]),
      forged([1, 2, 3]),
      forged([1, '王芳']),
      forged([1, 'x'.repeat(301), 1]),
      'x'.repeat(1001),
    ]) {
      const refused = await c.get('/learning/manage/report', env.who.district_admin, { cursor, current: '2' });
      expectError(refused, 400, 4000);
      expect(refused.body).not.toMatch(/stack|select|AppError/i);
    }
    // Refused with a keyword too, where a good cursor would not be used.
    expectError(await c.get('/learning/manage/report', env.who.district_admin, { keyword: '王', cursor: 'bm90LWEtY3Vyc29y' }), 400, 4000);
    const cursor = first.nextCursor!;
    expectError(await c.get('/learning/manage/report', env.who.teacher, { cursor, current: '2' }), 403, 4003);
    expectError(await c.get('/learning/manage/report', undefined, { cursor, current: '2' }), 401, 1001);
    // Another district's admin with this district's cursor: their own teachers only, by page number.
    const other = await c.get(
      '/learning/manage/report',
      env.who.dongchengAdmin,
      { year: String(YEAR), onlyUnmet: 'false', size: '1', current: '2', cursor },
      DONGCHENG,
    );
    expect(other.statusCode).toBe(200);
    const plain = await c.get(
      '/learning/manage/report',
      env.who.dongchengAdmin,
      { year: String(YEAR), onlyUnmet: 'false', size: '1', current: '2' },
      DONGCHENG,
    );
    expect((other.json().data as ReportPage).records).toEqual((plain.json().data as ReportPage).records);
    expect((other.json().data as ReportPage).records.some((row) => row.userId === env.id('teacher'))).toBe(false);
  });

  it('meets nobody in a year without a requirement, and defaults to this year', async () => {
    expect(await report(env.who.district_admin, { year: '2001' })).toMatchObject({
      metCount: 0,
      total: 6,
      requirement: { totalHours: null },
    });
    const current = await c.get('/learning/manage/report', env.who.district_admin);
    expect(current.json().data).toMatchObject({ year: chinaYear(new Date()), requirement: { totalHours: 72 } });
  });

  it('refuses bad input, teachers, no session and another tenant', async () => {
    expectError(await c.get('/learning/manage/report', env.who.district_admin, { onlyUnmet: 'maybe' }), 400, 4000);
    expectError(await c.get('/learning/manage/report', env.who.district_admin, { size: '1000' }), 400, 4000);
    expectError(await c.get('/learning/manage/report', env.who.teacher), 403, 4003);
    expectError(await c.get('/learning/manage/report', undefined), 401, 1001);
    expectError(await c.get('/learning/manage/report', env.who.dongchengAdmin), 401, 1001);
    const other = await c.get(
      '/learning/manage/report',
      env.who.dongchengAdmin,
      { year: String(YEAR), onlyUnmet: 'false', size: '100' },
      DONGCHENG,
    );
    expect((other.json().data as ReportPage).records.some((row) => row.userId === env.id('teacher'))).toBe(false);
  });
});

describe('GET /learning/manage/report/export', () => {
  it('exports every matching row, not one page, with headers in the caller language', async () => {
    const response = await c.get('/learning/manage/report/export', env.who.district_admin, { year: String(YEAR) }, undefined, {
      'accept-language': 'en-US',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`learning-hours-report-${YEAR}-`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Teacher',
      'School',
      'Hours',
      'Required',
      'Short by',
      'General courses',
      'Professional courses',
      'Professional ethics',
      'Categories short',
      'Met',
    ]);
    expect(sheet.rowCount).toBe(1 + 5);
    const zh = await c.get('/learning/manage/report/export', env.who.school_admin, { year: String(YEAR), onlyUnmet: 'false' }, undefined, {
      'accept-language': 'zh-CN',
    });
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent(`学时达标-${YEAR}-`));
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(zhBook.worksheets[0]!.rowCount).toBe(1 + 3);
  });

  it('refuses teachers, no session and bad input', async () => {
    expectError(await c.get('/learning/manage/report/export', env.who.teacher), 403, 4003);
    expectError(await c.get('/learning/manage/report/export', undefined), 401, 1001);
    expectError(await c.get('/learning/manage/report/export', env.who.district_admin, { year: 'next' }), 400, 4000);
  });
});
