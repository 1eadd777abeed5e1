import type { LoginInfo } from '@yanxiu/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { teacherDevelopmentTypes } from '@server/db/schema/development-model';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp, type TestTenant } from '@server-test/support/test-app';
import { currentYear } from './development-model.service';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
});
afterAll(async () => {
  await t.close();
});

const base = '/teacherProfile';
const get = (path: string, viewer: LoginInfo | undefined, query: Record<string, string>, tenant?: TestTenant) =>
  t.call('GET', `${base}${path}`, { query, ...(viewer ? { token: viewer.access_token } : {}), ...(tenant ? { tenant } : {}) });
const save = (viewer: LoginInfo | undefined, body: unknown, tenant?: TestTenant) =>
  t.call('POST', `${base}/developmentType/saveType`, {
    body,
    ...(viewer ? { token: viewer.access_token } : {}),
    ...(tenant ? { tenant } : {}),
  });
const chosen = (viewer: LoginInfo | undefined, userId: string, sectionCode: string, tenant?: TestTenant) =>
  get('/developmentType/getTypesByUserIdAndSectionCode', viewer, { userId, sectionCode }, tenant);
const offered = (viewer: LoginInfo | undefined, userId: string, sectionCode: string) =>
  get('/developmentType/getTypeListByUserIdAndSectionCode', viewer, { userId, sectionCode });
const codes = (list: Array<{ code?: string; phaseCode?: string }>) => list.map((item) => item.code ?? item.phaseCode);

// The demo teacher 王芳 started teaching in 2016 and holds title 3 (一级教师).
const teacherYears = () => currentYear() - 2016;

/** The net hours of a demo account's ledger over calendar years, read straight from the table. */
async function ledgerHours(username: string, fromYear: number, toYear: number): Promise<number> {
  const rows = (await t.deps.db.execute(sql`
    select coalesce(sum(round(e.hours * 10)), 0)::int as tenths from learning_hour_entries e
      join users u on u.tenant_id = e.tenant_id and u.id = e.user_id
     where u.username = ${username} and u.tenant_id = (select tenant_id from users where id = ${Number(who.teacher!.userId)}) and e.year between ${fromYear} and ${toYear}`)) as unknown as {
    rows: Array<{ tenths: number }>;
  };
  return rows.rows[0]!.tenths / 10;
}

describe('developmentType calls', () => {
  it("offers every enabled type where a common post type is open, and the teacher's choice is empty at first", async () => {
    const list = await offered(who.teacher, who.teacher!.userId, '2');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      { code: '1', name: '教学型', nameEn: 'Teaching-oriented', sort: 1, enabled: true, chosen: false },
      { code: '2', name: '研究型', nameEn: 'Research-oriented', sort: 2, enabled: true, chosen: false },
      { code: '3', name: '管理型', nameEn: 'Management-oriented', sort: 3, enabled: true, chosen: false },
    ]);
    expect((await chosen(who.teacher, who.teacher!.userId, '2')).json().data).toEqual([]);
  });

  it("saves the teacher's choice for a section, audited, and replaces it on a second save", async () => {
    const first = await save(who.teacher, { sectionCode: '2', typeCode: '1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      userId: who.teacher!.userId,
      sectionCode: '2',
      typeCode: '1',
      typeName: '教学型',
      enabled: true,
    });
    const second = await save(who.teacher, { sectionCode: '2', typeCode: '3' });
    expect(second.json().data.typeCode).toBe('3');

    expect((await chosen(who.teacher, who.teacher!.userId, '2')).json().data).toMatchObject([
      { typeCode: '3', typeNameEn: 'Management-oriented' },
    ]);
    const list = (await offered(who.teacher, who.teacher!.userId, '2')).json().data;
    expect(list.filter((type: { chosen: boolean }) => type.chosen).map((type: { code: string }) => type.code)).toEqual(['3']);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'development.type_chosen'));
    expect(audits.map((audit) => [audit.before, audit.after])).toEqual([
      [null, { typeCode: '1' }],
      [{ typeCode: '1' }, { typeCode: '3' }],
    ]);
  });

  it('refuses a malformed choice (400) or one not offered (422), writing nothing', async () => {
    const before = await countRows(t.deps.db, teacherDevelopmentTypes);
    expect((await save(who.teacher, { sectionCode: '2', typeCode: 'no spaces' })).statusCode).toBe(400);
    expect((await save(who.teacher, { sectionCode: '2' })).statusCode).toBe(400);
    expect((await save(who.teacher, { sectionCode: '9', typeCode: '1' })).statusCode).toBe(422);
    const unknown = await save(who.teacher, { sectionCode: '2', typeCode: 'Z9' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.issues).toEqual([{ path: 'body.typeCode', message: 'type not offered in this section' }]);
    expect(await countRows(t.deps.db, teacherDevelopmentTypes)).toBe(before);
    expect((await get('/developmentType/getTypesByUserIdAndSectionCode', who.teacher, { userId: 'me', sectionCode: '2' })).statusCode).toBe(
      400,
    );
  });

  it("lets staff over the teacher's school read the choice, and nobody else", async () => {
    const teacherId = who.teacher!.userId;
    expect((await chosen(who.school_admin, teacherId, '2')).json().data).toMatchObject([{ typeCode: '3' }]);
    expect((await chosen(who.district_admin, teacherId, '2')).statusCode).toBe(200);
    expect((await offered(who.district_admin, teacherId, '2')).statusCode).toBe(200);
    // 李强 teaches at another school than the school admin's.
    expect((await chosen(who.school_admin, who.backbone!.userId, '3')).statusCode).toBe(403);
    expect((await offered(who.school_admin, who.backbone!.userId, '3')).statusCode).toBe(403);
    expect((await chosen(who.backbone, teacherId, '2')).statusCode).toBe(403);
    expect((await chosen(who.district_admin, '999999', '2')).statusCode).toBe(404);
  });

  it('requires a session of this tenant, and the teacher role to choose', async () => {
    expect((await chosen(undefined, who.teacher!.userId, '2')).statusCode).toBe(401);
    expect((await offered(undefined, who.teacher!.userId, '2')).statusCode).toBe(401);
    expect((await save(undefined, { sectionCode: '2', typeCode: '1' })).statusCode).toBe(401);
    expect((await save(who.district_admin, { sectionCode: '2', typeCode: '1' })).statusCode).toBe(403);
    expect((await chosen(who.teacher, who.teacher!.userId, '2', DONGCHENG)).statusCode).toBe(401);
    // The district tenant keeps its own choices: its teacher has chosen nothing.
    const district = who.dongchengTeacher!;
    expect((await chosen(district, district.userId, '2', DONGCHENG)).json().data).toEqual([]);
  });
});

describe('GET /teacherProfile/developmentPostType/getCanApplyPostTypeListBySectionCode', () => {
  const open = (viewer: LoginInfo | undefined, sectionCode: string) =>
    get('/developmentPostType/getCanApplyPostTypeListBySectionCode', viewer, { sectionCode });

  it("lists the post types open in a section, narrowed to the caller's chosen type and the common ones", async () => {
    const all = await open(who.backbone, '3');
    expect(all.statusCode).toBe(200);
    expect(all.json().data[0]).toEqual({
      code: '1',
      name: '学科教师',
      nameEn: 'Subject teacher',
      sort: 1,
      enabled: true,
      developmentTypeCode: null,
      sectionCodes: ['1', '2', '3', '4', '5', '6'],
      phaseCodes: ['1', '2', '3', '4', '5'],
    });
    expect(codes(all.json().data)).toEqual(['1', '2', '3']);
    expect(codes((await open(who.backbone, '1')).json().data)).toEqual(['1']);
    expect((await save(who.backbone, { sectionCode: '3', typeCode: '2' })).statusCode).toBe(200);
    expect(codes((await open(who.backbone, '3')).json().data)).toEqual(['1', '3']);
  });

  it('refuses bad input, no session, non-teachers and sessions of another tenant', async () => {
    expect((await open(who.teacher, 'x')).statusCode).toBe(400);
    expect((await open(undefined, '2')).statusCode).toBe(401);
    expect((await open(who.district_admin, '2')).statusCode).toBe(403);
    expect(
      (await get('/developmentPostType/getCanApplyPostTypeListBySectionCode', who.teacher, { sectionCode: '2' }, DONGCHENG)).statusCode,
    ).toBe(401);
  });
});

describe('developmentApply read calls', () => {
  it('gives the phases of a post type with each condition checked against the caller', async () => {
    const response = await get('/developmentApply/getApplyPhaseConditionByPostType', who.teacher, { postTypeCode: '1' });
    expect(response.statusCode).toBe(200);
    const phases = response.json().data;
    expect(codes(phases)).toEqual(['1', '2', '3', '4', '5']);
    const backbone = phases[2];
    expect(backbone).toMatchObject({ phaseCode: '3', phaseName: '骨干教师', rank: 3 });
    expect(
      backbone.conditions.map((condition: { code: string; check: { met: boolean | null } }) => [condition.code, condition.check.met]),
    ).toEqual([
      ['C1', teacherYears() >= 8],
      ['C2', true],
      ['C3', true],
      ['C4', null],
      ['C5', null],
    ]);
    expect(backbone.conditions[0]).toMatchObject({
      name: '教龄满 8 年',
      rule: { kind: 'teaching_years', params: { minYears: 8 } },
      check: { facts: { teachingSinceYear: 2016, teachingYears: teacherYears() } },
    });
    // "近 5 年继续教育学时不少于 360 学时": checked on the ledger of this year and the four before it.
    const year = currentYear();
    expect(backbone.conditions[1]).toMatchObject({ rule: { kind: 'learning_hours', params: { minHours: 360, years: 5 } } });
    expect(backbone.conditions[1].check).toEqual({
      met: true,
      reason: null,
      facts: { learningHours: await ledgerHours('teacher', year - 4, year), fromYear: year - 4, toYear: year },
    });
    expect(backbone.conditions[1].check.facts.learningHours).toBeGreaterThanOrEqual(360);
    expect(phases[3].conditions[2]).toMatchObject({
      rule: { kind: 'title', params: { minTitleCode: '2' } },
      check: { met: false, facts: { titleCode: '3' } },
    });
  });

  it('gives the conditions and files of one phase ("Phrase" in the spec\'s spelling)', async () => {
    const conditions = await get('/developmentApply/getConditionByPostTypeAndPhrase', who.teacher, { postTypeCode: '1', phaseCode: '3' });
    expect(conditions.statusCode).toBe(200);
    expect(codes(conditions.json().data)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
    const files = await get('/developmentApply/getConditionFileByPostTypeAndPhase', who.teacher, { postTypeCode: '1', phaseCode: '3' });
    expect(files.statusCode).toBe(200);
    expect(files.json().data[0]).toEqual({
      conditionCode: 'C4',
      conditionName: '近 3 年在区级及以上作公开课 1 节',
      conditionNameEn: 'One open class at district level or above in the last 3 years',
      code: 'F1',
      name: '公开课证明',
      nameEn: 'Open class certificate',
      required: true,
      kinds: ['pdf', 'image'],
      sort: 1,
    });
  });

  it('answers 404 for an unknown post type or a phase off its path, and 400 for a missing parameter', async () => {
    expect((await get('/developmentApply/getApplyPhaseConditionByPostType', who.teacher, { postTypeCode: 'nope' })).statusCode).toBe(404);
    // 班主任 skips 学科带头人 (phase 4).
    expect(
      (await get('/developmentApply/getConditionByPostTypeAndPhrase', who.teacher, { postTypeCode: '2', phaseCode: '4' })).statusCode,
    ).toBe(404);
    expect(
      (await get('/developmentApply/getConditionFileByPostTypeAndPhase', who.teacher, { postTypeCode: '2', phaseCode: '4' })).statusCode,
    ).toBe(404);
    expect((await get('/developmentApply/getConditionByPostTypeAndPhrase', who.teacher, { postTypeCode: '1' })).statusCode).toBe(400);
    expect((await get('/developmentApply/getCanSelectPhase', who.teacher, {})).statusCode).toBe(400);
  });

  it("offers the phases above the caller's on the post type's path, the first marked next", async () => {
    const response = await get('/developmentApply/getCanSelectPhase', who.teacher, { postTypeCode: '1' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.currentPhase).toEqual({ phaseCode: '2', phaseName: '胜任型教师', phaseNameEn: 'Competent teacher', rank: 2 });
    expect(
      data.phases.map((phase: { phaseCode: string; next: boolean; eligible: boolean | null }) => [
        phase.phaseCode,
        phase.next,
        phase.eligible,
      ]),
    ).toEqual([
      ['3', true, teacherYears() >= 8 ? null : false],
      ['4', false, false],
      ['5', false, false],
    ]);
    const classTeacher = (await get('/developmentApply/getCanSelectPhase', who.teacher, { postTypeCode: '2' })).json().data;
    expect(codes(classTeacher.phases)).toEqual(['3', '5']);
    const top = (await get('/developmentApply/getCanSelectPhase', who.expert, { postTypeCode: '1' })).json().data;
    expect(top).toMatchObject({ currentPhase: { phaseCode: '5' }, phases: [] });
  });

  it('requires a teacher session of this tenant for every read', async () => {
    const calls: Array<[string, Record<string, string>]> = [
      ['/developmentApply/getApplyPhaseConditionByPostType', { postTypeCode: '1' }],
      ['/developmentApply/getConditionByPostTypeAndPhrase', { postTypeCode: '1', phaseCode: '3' }],
      ['/developmentApply/getConditionFileByPostTypeAndPhase', { postTypeCode: '1', phaseCode: '3' }],
      ['/developmentApply/getCanSelectPhase', { postTypeCode: '1' }],
    ];
    for (const [path, query] of calls) {
      expect((await get(path, undefined, query)).statusCode, path).toBe(401);
      expect((await get(path, who.district_admin, query)).statusCode, path).toBe(403);
      expect((await get(path, who.teacher, query, DONGCHENG)).statusCode, path).toBe(401);
      expect((await get(path, who.dongchengTeacher, query, DONGCHENG)).statusCode, path).toBe(200);
    }
  });
});
