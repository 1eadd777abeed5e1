import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { StaffPortrait, TeacherPortrait } from '@yanxiu/contract/portrait';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';
import { and, eq, sql } from 'drizzle-orm';
import { trainingUnits } from '@server/db/schema/training';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { creditOnce } from '@server/modules/learning/learning.fixtures';
import { completeUnits, trainingProgrammeById } from '@server/modules/training/training.public';

// One app for the file. A year of its own (2031) so the demo data's hours do not move the medians:
// 王芳 10 h, 李强 20, 孙丽 4, 刘洋 6, 陈静 and 周涛 none; requirement 8 h. District medians: 0 0 4 6 10 20 → 5;
// 王芳's school (王芳, 刘洋, 陈静): 0 6 10 → 6.
const YEAR = 2031;
let t: TestApp;
const who: Record<string, LoginInfo> = {};
const id = (name: string) => Number(who[name]!.userId);

type Query = Record<string, string>;
const get = (path: string, viewer: LoginInfo | undefined, query: Query = {}, tenant?: TestTenant) =>
  t.call('GET', path, { query, ...(viewer ? { token: viewer.access_token } : {}), ...(tenant ? { tenant } : {}) });
const expectError = (response: { statusCode: number; json(): { code: number } }, status: number, code: number) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json().code).toBe(code);
};
const portrait = async (viewer: LoginInfo, query: Query = {}) => {
  const response = await get('/portrait/teacher', viewer, { year: String(YEAR), ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TeacherPortrait;
};
const staff = async (viewer: LoginInfo, query: Query = {}) => {
  const response = await get('/portrait/manage', viewer, { year: String(YEAR), ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StaffPortrait;
};
const orgOf = async (name: string) =>
  Number((await get(`/baseData/user/teacher/getTeacherInfo/${id(name)}`, who.district_admin)).json().data.orgId);

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'expert', 'newteacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  const tenantId = (await t.deps.tenants.byHostname('localhost'))!.id;
  const credit = (name: string, hours: number, category: string) =>
    creditOnce(t.deps.db, tenantId, {
      userId: id(name),
      source: 'offline',
      sourceRef: `portrait-${name}`,
      programmeId: null,
      title: '线下研修',
      hours,
      category,
      earnedAt: new Date(`${YEAR}-05-01T12:00:00+08:00`),
      createdBy: null,
    });
  await credit('teacher', 10, 'public');
  await credit('backbone', 20, 'professional');
  await credit('expert', 4, 'public');
  await credit('newteacher', 6, 'ethics');
  const saved = await t.call('POST', '/learning/manage/requirement/save', {
    token: who.district_admin!.access_token,
    body: { year: YEAR, totalHours: 8, categoryMinimums: {} },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  // 王芳 moves from 胜任型教师 (2) to 骨干教师 (3) through a real application, approved at both steps and finished.
  const dev = (call: string, viewer: LoginInfo, body: unknown) =>
    t.call('POST', `/teacherProfile/developmentApply/${call}`, { token: viewer.access_token, body });
  const files = await get('/teacherProfile/developmentApply/getConditionFileByPostTypeAndPhase', who.teacher, {
    postTypeCode: '1',
    phaseCode: '3',
  });
  const required = (files.json().data as Array<{ conditionCode: string; required: boolean }>).filter((file) => file.required);
  const boundary = '----yanxiuportrait';
  const upload = await t.call('POST', '/files', {
    token: who.teacher!.access_token,
    query: { purpose: 'evidence' },
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`,
    ),
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const evidence = Object.fromEntries(required.map((file) => [file.conditionCode, [upload.json().data.id as string]]));
  const applied = await dev('developmentApply', who.teacher!, {
    sectionCode: '2',
    postTypeCode: '1',
    phaseCode: '3',
    statement: '申请晋升骨干教师',
    evidence,
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const { applyId } = applied.json().data;
  expect((await dev('auditApply', who.school_admin!, { applyId, decision: 'approve' })).statusCode).toBe(200);
  expect((await dev('auditApply', who.district_admin!, { applyId, decision: 'approve' })).statusCode).toBe(200);
  expect((await dev('finishProcess', who.district_admin!, { applyId })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('GET /portrait/teacher', () => {
  it('gives a teacher their hours by year against the requirement, phase history, outcomes and the medians', async () => {
    const data = await portrait(who.teacher!);
    expect(data.teacher).toMatchObject({ name: '王芳', phaseCode: '3' });
    expect(data.hours.map((row) => row.year)).toEqual([2027, 2028, 2029, 2030, 2031]);
    expect(data.hours.at(-1)).toMatchObject({
      year: YEAR,
      totalHours: 10,
      requiredHours: 8,
      byCategory: { public: 10 },
      schoolMedian: 6,
      districtMedian: 5,
    });
    expect(data.phases.history).toEqual([{ fromPhaseCode: '2', phaseCode: '3', reachedAt: expect.any(String) }]);
    expect(data.phases.ladder.map((phase) => phase.code)).toContain('3');
    expect(data.development).toEqual({ approved: 1, rejected: 0, open: 0 });
    expect(data.selection).toMatchObject({ selected: expect.any(Number) });
    expect(data.dimensions.find((row) => row.key === 'hours')).toEqual({ key: 'hours', value: 10, schoolMedian: 6, districtMedian: 5 });
    expect(data.dimensions.find((row) => row.key === 'phase')).toMatchObject({ value: 3 });
  });

  it('counts a programme completed only once every current unit of it is', async () => {
    const tenantId = asTenantId((await t.deps.tenants.byHostname('localhost'))!.id);
    const db = t.deps.db;
    // A programme with at least two current units that neither 刘洋 nor 孙丽 has touched.
    const [row] = (
      (await db.execute(sql`select u.programme_id from training_units u where u.tenant_id = ${tenantId} and not u.removed
          and not exists (select 1 from training_unit_completions c join training_units x on x.tenant_id = c.tenant_id and x.id = c.unit_id
                           where c.tenant_id = ${tenantId} and x.programme_id = u.programme_id and c.user_id in (${id('newteacher')}, ${id('expert')}))
        group by u.programme_id having count(*) >= 2 order by u.programme_id limit 1`)) as unknown as {
        rows: Array<{ programme_id: number | string }>;
      }
    ).rows;
    const programme = (await trainingProgrammeById(db, tenantId, Number(row!.programme_id)))!;
    const units = await db
      .select()
      .from(trainingUnits)
      .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.programmeId, programme.id), eq(trainingUnits.removed, false)));
    const done = async (name: string) => (await portrait(who.district_admin!, { userId: String(id(name)) })).training.completedProgrammes;
    const before = { liu: await done('newteacher'), sun: await done('expert') };
    await db.transaction(async (tx) => {
      for (const unit of units) {
        const userIds = unit.id === units[0]!.id ? [id('newteacher'), id('expert')] : [id('newteacher')];
        await completeUnits(t.deps.events, eventScopeFromDeps(t.deps, tx, tenantId), {
          unit,
          programme,
          userIds,
          source: 'attendance',
          recordedBy: id('district_admin'),
          now: new Date(),
        });
      }
    });
    expect(await done('newteacher')).toBe(before.liu + 1);
    expect(await done('expert')).toBe(before.sun);
    const liu = await portrait(who.district_admin!, { userId: String(id('newteacher')) });
    expect(liu.training.recent[0]).toMatchObject({ programmeId: programme.id, title: programme.title });
  });

  it('lets staff read a teacher under them, and hides everyone else', async () => {
    expect((await portrait(who.school_admin!, { userId: String(id('teacher')) })).teacher.name).toBe('王芳');
    expect((await portrait(who.district_admin!, { userId: String(id('backbone')) })).hours.at(-1)).toMatchObject({
      totalHours: 20,
      districtMedian: 5,
    });
    // 李强 teaches at another school: the school admin learns nothing of him.
    expectError(await get('/portrait/teacher', who.school_admin, { userId: String(id('backbone')) }), 404, 4004);
    expectError(await get('/portrait/teacher', who.teacher, { userId: String(id('backbone')) }), 403, 4003);
  });

  it('answers the PDF in the caller language', async () => {
    const response = await t.call('GET', '/portrait/teacher/export.pdf', {
      token: who.teacher!.access_token,
      query: { year: String(YEAR) },
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['content-disposition']).toContain('portrait-2031.pdf');
  });

  it('refuses bad input, no session, a wrong role and another tenant', async () => {
    expectError(await get('/portrait/teacher', who.teacher, { year: 'soon' }), 400, 4000);
    expectError(await get('/portrait/teacher', who.teacher, { userId: '-1' }), 400, 4000);
    expectError(await get('/portrait/teacher', undefined), 401, 1001);
    expectError(await get('/portrait/teacher/export.pdf', undefined), 401, 1001);
    // Staff without a teaching record have no portrait of their own.
    expectError(await get('/portrait/teacher', who.district_admin), 404, 4201);
    expectError(await get('/portrait/teacher', who.dongchengAdmin), 401, 1001);
    expectError(await get('/portrait/teacher', who.dongchengAdmin, { userId: String(id('teacher')) }, DONGCHENG), 404, 4004);
  });
});

describe('GET /portrait/manage', () => {
  it('shows the district who is behind, the phases and the median, and a school admin their school only', async () => {
    const district = await staff(who.district_admin!, { size: '100' });
    expect(district.summary).toMatchObject({ teachers: 6, behind: 4, hoursMedian: 5 });
    expect(district.summary.phases.reduce((sum, phase) => sum + phase.teachers, 0)).toBe(6);
    expect(district.records.find((row) => row.teacherName === '王芳')).toMatchObject({ totalHours: 10, behind: false, phaseCode: '3' });
    const behind = await staff(who.district_admin!, { onlyBehind: 'true' });
    expect(behind.total).toBe(4);
    expect(behind.records.every((row) => row.behind)).toBe(true);
    const school = await staff(who.school_admin!);
    expect(school.summary).toMatchObject({ teachers: 3, behind: 2, hoursMedian: 6 });
    expect((await staff(who.district_admin!, { schoolId: String(await orgOf('teacher')) })).summary.teachers).toBe(3);
    expect((await staff(who.district_admin!, { sectionCode: '2', size: '100' })).records.every((row) => row.sectionCode === '2')).toBe(
      true,
    );
  });

  it('exports every teacher of the scope as a workbook in the caller language', async () => {
    const response = await t.call('GET', '/portrait/manage/export.xlsx', {
      token: who.school_admin!.access_token,
      query: { year: String(YEAR) },
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      'Teacher',
      'School',
      'Section',
      'Subject',
      'Career phase',
      'Hours',
      'Behind on hours',
      'Training units completed',
    ]);
    expect(book.worksheets[0]!.rowCount).toBe(1 + 3);
  });

  it('refuses bad input, a unit out of reach, teachers, no session and another tenant', async () => {
    expectError(await get('/portrait/manage', who.district_admin, { onlyBehind: 'maybe' }), 400, 4000);
    expectError(await get('/portrait/manage', who.district_admin, { size: '1000' }), 400, 4000);
    expectError(await get('/portrait/manage', who.district_admin, { sectionCode: "'; drop" }), 400, 4000);
    expectError(await get('/portrait/manage', who.school_admin, { schoolId: String(await orgOf('backbone')) }), 404, 4004);
    expectError(await get('/portrait/manage', who.district_admin, { schoolId: '999999' }), 404, 4004);
    expectError(await get('/portrait/manage/export.xlsx', who.school_admin, { schoolId: String(await orgOf('backbone')) }), 404, 4004);
    expectError(await get('/portrait/manage', who.teacher), 403, 4003);
    expectError(await get('/portrait/manage/export.xlsx', who.teacher), 403, 4003);
    expectError(await get('/portrait/manage', undefined), 401, 1001);
    expectError(await get('/portrait/manage', who.dongchengAdmin), 401, 1001);
    const other = await get('/portrait/manage', who.dongchengAdmin, { year: String(YEAR), size: '100' }, DONGCHENG);
    expect((other.json().data as StaffPortrait).records.some((row) => row.userId === String(id('teacher')))).toBe(false);
  });
});
