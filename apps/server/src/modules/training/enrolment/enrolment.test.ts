import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { auditLog } from '@server/db/schema/audit';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { trainingEnrolments, trainingProgrammes, trainingUnitCompletions } from '@server/db/schema/training';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { insertProgramme, orgUnitOf, type ProgrammeFixture } from './enrolment.fixtures';
import { expireOrdersAcrossTenants } from '@server/modules/training/orders/order.repository';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
let tenantId = 0;
let office = 0;
let firstSchool = 0;
let secondSchool = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'newteacher', 'idle']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  const [row] = await t.deps.db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, Number(who.teacher!.userId)));
  tenantId = row!.tenantId;
  office = await orgUnitOf(t.deps.db, tenantId, 'district_admin');
  firstSchool = await orgUnitOf(t.deps.db, tenantId, 'teacher');
  secondSchool = await orgUnitOf(t.deps.db, tenantId, 'backbone');
});
afterAll(async () => {
  await t.close();
});

const programme = (fixture: ProgrammeFixture = {}, organiser = office) =>
  insertProgramme(t.deps.db, tenantId, organiser, Number(who.district_admin!.userId), fixture);
const get = (viewer: LoginInfo | undefined, path: string, query: Record<string, string> = {}) =>
  t.call('GET', path, { ...(viewer ? { token: viewer.access_token } : {}), query });
const post = (viewer: LoginInfo | undefined, path: string, body: unknown, tenant?: typeof DONGCHENG) =>
  t.call('POST', path, { ...(viewer ? { token: viewer.access_token } : {}), body, ...(tenant ? { tenant } : {}) });
const seatsOf = async (id: number) =>
  (await t.deps.db.select({ seats: trainingProgrammes.seatsTaken }).from(trainingProgrammes).where(eq(trainingProgrammes.id, id)))[0]!
    .seats;

describe('GET /training/programmes (catalogue)', () => {
  it('lists visible programmes of the kind with filters, escaped keywords, paging and my enrolment', async () => {
    const kind = 'special';
    // Demo content may hold programmes of the kind already: counts are taken relative to it.
    const total = async (viewer: LoginInfo, query: Record<string, string> = {}) =>
      (await get(viewer, '/training/programmes', { kind, ...query })).json().data.total as number;
    const base = {
      teacher: await total(who.teacher!),
      backbone: await total(who.backbone!),
      organiser: await total(who.teacher!, { keyword: '教育委员会' }),
    };
    const a = await programme({ kind, title: '100%_精品 数学课zq7', sectionCodes: ['2'], subjectCodes: ['02'], level: 4, priceCents: 0 });
    const b = await programme({ kind, title: '英语写作zq7', sectionCodes: ['3'], targetSchoolIds: [secondSchool] });
    await programme({ kind, title: '草稿不可见zq7', status: 'draft' });
    const closed = await programme({ kind, title: '已结束报名的培训zq7', status: 'closed', publishedAt: new Date(Date.now() + 1000) });

    const all = (await get(who.teacher, '/training/programmes', { kind })).json().data;
    expect(all.records.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([closed.id, a.id]);
    expect(all.total).toBe(base.teacher + 2);
    expect((await get(who.teacher, '/training/programmes', { kind, keyword: 'zq7' })).json().data.total).toBe(2);
    // The keyword's % and _ are literal: "100%_" matches only the title holding them.
    expect(await total(who.teacher!, { keyword: '100%_' })).toBe(1);
    expect(await total(who.teacher!, { keyword: '0%x' })).toBe(0);
    // One or two characters are found by their gram alone: still literal, case-folded, and only where adjacent.
    expect(await total(who.teacher!, { keyword: '%_' })).toBe(1);
    expect(await total(who.teacher!, { keyword: 'ZQ' })).toBe(2);
    expect(await total(who.teacher!, { keyword: 'q数' })).toBe(0);
    // The organiser's name matches too.
    expect(await total(who.teacher!, { keyword: '教育委员会' })).toBe(base.organiser + 2);
    expect(
      (await get(who.teacher, '/training/programmes', { kind, keyword: 'zq7', sectionCode: '2', level: '4', price: 'free' }))
        .json()
        .data.records.map((row: { id: number }) => row.id),
    ).toEqual([a.id]);
    expect(await total(who.teacher!, { keyword: 'zq7', status: 'closed' })).toBe(1);
    expect(await total(who.teacher!, { keyword: 'zq7', price: 'paid' })).toBe(0);
    // Targeted at the second school: its teacher sees it, the first school's does not.
    expect(await total(who.backbone!)).toBe(base.backbone + 3);
    expect((await get(who.backbone, '/training/programmes', { kind, keyword: 'zq7', sectionCode: '3' })).json().data.records[0].id).toBe(
      b.id,
    );
    const paged = (await get(who.teacher, '/training/programmes', { kind, keyword: 'zq7', size: '1', current: '2', sort: 'newest' })).json()
      .data;
    expect(paged).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(paged.records[0].id).toBe(a.id);
    for (const sort of ['startSoon', 'popular', 'hours', 'priceAsc']) {
      expect((await get(who.teacher, '/training/programmes', { kind, keyword: 'zq7', sort })).json().data.total).toBe(2);
    }

    await post(who.teacher, '/training/enrol', { programmeId: a.id });
    const mine = (await get(who.teacher, '/training/programmes', { kind, keyword: '100%' })).json().data.records[0];
    expect(mine.myEnrolment).toMatchObject({ status: 'enrolled' });
    expect(mine).toMatchObject({ seatsTaken: 1, seatsLeft: null, organiserName: '示范区教育委员会', level: '4' });
  });

  it('counts ten pages past the page asked for and says when the count stopped there', async () => {
    const template = await programme({ kind: 'fusion', title: '批量研训qx9-0' });
    await t.deps.db.execute(sql`
      insert into training_programmes (tenant_id, kind, title, organiser_unit_id, level, enrol_mode, enrol_start, enrol_end, starts_on, ends_on, credit_hours, status, created_by, published_at)
      select tenant_id, kind, '批量研训qx9-' || i, organiser_unit_id, level, enrol_mode, enrol_start, enrol_end, starts_on, ends_on, credit_hours, status, created_by, published_at
        from training_programmes, generate_series(1, 249) as i where id = ${template.id}`);
    const page = async (current: string) =>
      (await get(who.teacher, '/training/programmes', { kind: 'fusion', keyword: 'qx9', current })).json().data;
    expect(await page('1')).toMatchObject({ total: 110, totalIsLowerBound: true });
    expect(await page('14')).toMatchObject({ total: 240, totalIsLowerBound: true });
    // Within ten pages of the end the count is exact.
    const deep = await page('20');
    expect(deep).toMatchObject({ total: 250, totalIsLowerBound: false });
    expect(deep.records).toHaveLength(10);
  });

  it('pages by cursor through every sort exactly as by page number, with a look-ahead count from the cursor', async () => {
    const template = await programme({ kind: 'supermarket', title: '游标分页kc4-0' });
    // 45 copies with values that repeat (ties broken by id), and some never published (newest puts them last).
    await t.deps.db.execute(sql`
      insert into training_programmes (tenant_id, kind, title, organiser_unit_id, level, enrol_mode, enrol_start, enrol_end, starts_on, ends_on, credit_hours, status, created_by, published_at, seats_taken, price_cents)
      select tenant_id, kind, '游标分页kc4-' || i, organiser_unit_id, level, enrol_mode, enrol_start, enrol_end, starts_on + (i % 4), ends_on + 10, credit_hours + (i % 3), status, created_by,
             case when i % 7 = 0 then null else published_at - (i % 5) * interval '1.5 microsecond' end, i % 6, (i % 4) * 100
        from training_programmes, generate_series(1, 45) as i where id = ${template.id}`);
    const page = async (query: Record<string, string>) => {
      const response = await get(who.teacher, '/training/programmes', { kind: 'supermarket', keyword: 'kc4', size: '7', ...query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { records: { id: number }[]; total: number; totalIsLowerBound: boolean; nextCursor: string | null };
    };
    for (const sort of ['newest', 'startSoon', 'popular', 'hours', 'priceAsc']) {
      const byNumber: number[] = [];
      for (let current = 1; current <= 7; current += 1)
        byNumber.push(...(await page({ sort, current: String(current) })).records.map((row) => row.id));
      expect(byNumber).toHaveLength(46);
      const byCursor: number[] = [];
      let cursor: string | null = null;
      for (let current = 1; current <= 7; current += 1) {
        const data = await page({ sort, current: String(current), ...(cursor ? { cursor } : {}) });
        expect(data.total, `${sort} page ${current}`).toBe(46);
        byCursor.push(...data.records.map((row) => row.id));
        cursor = data.nextCursor;
      }
      expect(cursor, sort).toBeNull();
      expect(byCursor, sort).toEqual(byNumber);
    }
    // A cursor of another sort, or not one at all, is refused.
    const first = await page({ sort: 'popular' });
    const refused = [
      { sort: 'newest', cursor: first.nextCursor! },
      { sort: 'popular', cursor: 'bm90LWEtY3Vyc29y' },
      { sort: 'popular', cursor: 'a b' },
    ];
    for (const query of refused)
      expect((await get(who.teacher, '/training/programmes', { kind: 'supermarket', ...query })).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(['startSoon', '2026-02-31', 5])).toString('base64url');
    expect((await get(who.teacher, '/training/programmes', { kind: 'supermarket', sort: 'startSoon', cursor: forged })).statusCode).toBe(
      400,
    );
  });

  it('finds Chinese keywords of one, two and more characters in titles and organiser names, following a rename', async () => {
    const kind = 'special';
    const school = await orgUnitOf(t.deps.db, tenantId, 'teacher');
    const own = await programme({ kind, title: '物理实验教学wz5', targetSchoolIds: [] }, school);
    const count = async (keyword: string) =>
      (await get(who.teacher, '/training/programmes', { kind, keyword }))
        .json()
        .data.records.filter((row: { id: number }) => row.id === own.id).length;
    for (const keyword of ['物', '物理', '实验教学', 'WZ5', '理实']) expect(await count(keyword), keyword).toBe(1);
    expect(await count('物学')).toBe(0);
    const [unit] = await t.deps.db
      .select({ name: orgUnits.name })
      .from(orgUnits)
      .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, school)));
    expect(await count(unit!.name.slice(-3))).toBe(1);
    // Title and organiser do not run together into a match.
    expect(await count(`wz5${unit!.name.slice(0, 1)}`)).toBe(0);
    await t.deps.db.execute(sql`update org_units set name = name || '改名qv3' where tenant_id = ${tenantId} and id = ${school}`);
    expect(await count('改名qv3')).toBe(1);
    await t.deps.db.execute(sql`update org_units set name = ${unit!.name} where tenant_id = ${tenantId} and id = ${school}`);
    expect(await count('改名qv3')).toBe(0);
  });

  it('shows school-based training only to its own school', async () => {
    const own = await programme({ kind: 'school', title: '校本研修：课堂观察' }, firstSchool);
    expect(
      (await get(who.teacher, '/training/programmes', { kind: 'school' })).json().data.records.map((row: { id: number }) => row.id),
    ).toContain(own.id);
    expect(
      (await get(who.backbone, '/training/programmes', { kind: 'school' })).json().data.records.map((row: { id: number }) => row.id),
    ).not.toContain(own.id);
    expect((await get(who.backbone, `/training/programmes/${own.id}`)).statusCode).toBe(404);
    expect((await get(who.teacher, `/training/programmes/${own.id}`)).statusCode).toBe(200);
  });

  it('without a kind lists every kind, as a missing filter means all', async () => {
    const mixed = await Promise.all(
      ['common', 'fusion', 'supermarket'].map((kind) => programme({ kind: kind as 'common', title: `各类培训zk8 ${kind}` })),
    );
    const response = await get(who.teacher, '/training/programmes', { keyword: 'zk8' });
    expect(response.statusCode, response.body).toBe(200);
    const records = response.json().data.records as Array<{ id: number; kind: string }>;
    expect(records.map((row) => row.id).sort()).toEqual(mixed.map((row) => row.id).sort());
    expect(new Set(records.map((row) => row.kind))).toEqual(new Set(['common', 'fusion', 'supermarket']));
    // Still only what is open to the caller: another school's school-based training stays out.
    const otherSchools = await programme({ kind: 'school', title: '他校校本zk8' }, secondSchool);
    expect(
      (await get(who.teacher, '/training/programmes', { keyword: 'zk8' })).json().data.records.map((row: { id: number }) => row.id),
    ).not.toContain(otherSchools.id);
  });

  it('refuses bad input, no session and other tenants', async () => {
    expect((await get(who.teacher, '/training/programmes', { kind: 'nope' })).statusCode).toBe(400);
    expect((await get(who.teacher, '/training/programmes', { kind: 'common', sort: 'random' })).statusCode).toBe(400);
    expect((await get(undefined, '/training/programmes', { kind: 'common' })).statusCode).toBe(401);
    const cross = await t.call('GET', '/training/programmes', {
      token: who.teacher!.access_token,
      tenant: DONGCHENG,
      query: { kind: 'common' },
    });
    expect(cross.statusCode).toBe(401);
    const other = (
      await t.call('GET', '/training/programmes', {
        token: who.dongchengTeacher!.access_token,
        tenant: DONGCHENG,
        query: { kind: 'special', keyword: 'zq7' },
      })
    ).json().data;
    expect(other.total).toBe(0);
  });
});

describe('GET /training/programmes/:id', () => {
  it('answers units with completion, blocker and progress; drafts are 404 to teachers but not to managers', async () => {
    const p = await programme({ capacity: 1, units: [{}, { title: '第二讲' }] });
    const before = (await get(who.teacher, `/training/programmes/${p.id}`)).json().data;
    expect(before).toMatchObject({ enrolBlocker: null, progress: null, pendingOrderId: null, seatsLeft: 1 });
    expect(before.units).toHaveLength(2);
    await post(who.teacher, '/training/enrol', { programmeId: p.id });
    const after = (await get(who.teacher, `/training/programmes/${p.id}`)).json().data;
    expect(after).toMatchObject({ enrolBlocker: 'already_enrolled', progress: { completedUnits: 0, totalUnits: 2, percent: 0 } });
    expect((await get(who.backbone, `/training/programmes/${p.id}`)).json().data.enrolBlocker).toBe('full');
    expect((await get(who.district_admin, `/training/programmes/${p.id}`)).json().data.enrolBlocker).toBe('staff');

    const draft = await programme({ status: 'draft' });
    expect((await get(who.teacher, `/training/programmes/${draft.id}`)).statusCode).toBe(404);
    expect((await get(who.district_admin, `/training/programmes/${draft.id}`)).statusCode).toBe(200);
    expect((await get(who.teacher, '/training/programmes/abc')).statusCode).toBe(400);
    expect((await get(who.teacher, '/training/programmes/999999')).statusCode).toBe(404);
    expect((await get(undefined, `/training/programmes/${p.id}`)).statusCode).toBe(401);
  });
});

describe('POST /training/enrol and /training/cancelEnrolment', () => {
  it('gives the last seat to exactly one of two racing teachers', async () => {
    const p = await programme({ capacity: 1 });
    const [one, two] = await Promise.all([
      post(who.teacher, '/training/enrol', { programmeId: p.id }),
      post(who.backbone, '/training/enrol', { programmeId: p.id }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.statusCode === 409)!.json().status).toBe(4403);
    expect(await seatsOf(p.id)).toBe(1);
    const rows = await t.deps.db.select().from(trainingEnrolments).where(eq(trainingEnrolments.programmeId, p.id));
    expect(rows).toHaveLength(1);
  });

  it('enrols at once (open), waits (approval), refuses purchase, window, audience and duplicates; cancel frees the seat and re-enrol reuses the row', async () => {
    const open = await programme({ capacity: 5 });
    const first = (await post(who.newteacher, '/training/enrol', { programmeId: open.id })).json().data;
    expect(first.status).toBe('enrolled');
    expect((await post(who.newteacher, '/training/enrol', { programmeId: open.id })).json().status).toBe(4405);
    const cancelled = await post(who.newteacher, '/training/cancelEnrolment', { enrolmentId: first.id });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await seatsOf(open.id)).toBe(0);
    const again = (await post(who.newteacher, '/training/enrol', { programmeId: open.id })).json().data;
    expect(again.id).toBe(first.id);
    expect(await seatsOf(open.id)).toBe(1);

    const approval = await programme({ enrolMode: 'approval', capacity: 1 });
    expect((await post(who.newteacher, '/training/enrol', { programmeId: approval.id })).json().data.status).toBe('pending');
    expect(await seatsOf(approval.id)).toBe(0);

    const purchase = await programme({ kind: 'supermarket', enrolMode: 'purchase', priceCents: 9900 });
    expect((await post(who.newteacher, '/training/enrol', { programmeId: purchase.id })).json().status).toBe(4406);
    const later = await programme({ enrolStart: new Date(Date.now() + 86_400_000) });
    expect((await post(who.newteacher, '/training/enrol', { programmeId: later.id })).json().status).toBe(4401);
    const ended = await programme({ enrolStart: new Date(Date.now() - 5 * 86_400_000), enrolEnd: new Date(Date.now() - 86_400_000) });
    expect((await post(who.newteacher, '/training/enrol', { programmeId: ended.id })).json().status).toBe(4402);
    const closed = await programme({ status: 'closed' });
    expect((await post(who.newteacher, '/training/enrol', { programmeId: closed.id })).json().status).toBe(4409);
    const elsewhere = await programme({ targetSchoolIds: [secondSchool] });
    expect((await post(who.newteacher, '/training/enrol', { programmeId: elsewhere.id })).statusCode).toBe(404);
    const started = await programme({ startsOn: '2020-01-01' });
    const s = (await post(who.newteacher, '/training/enrol', { programmeId: started.id })).json().data;
    expect((await post(who.newteacher, '/training/cancelEnrolment', { enrolmentId: s.id })).json().status).toBe(4407);
    // Someone else's enrolment is not there for the caller.
    expect((await post(who.teacher, '/training/cancelEnrolment', { enrolmentId: s.id })).statusCode).toBe(404);
  });

  it('refuses bad input, staff, no session and other tenants without writing', async () => {
    const p = await programme();
    const before = await countRows(t.deps.db, trainingEnrolments);
    expect((await post(who.teacher, '/training/enrol', { programmeId: 'x' })).statusCode).toBe(400);
    expect((await post(who.district_admin, '/training/enrol', { programmeId: p.id })).statusCode).toBe(403);
    expect((await post(undefined, '/training/enrol', { programmeId: p.id })).statusCode).toBe(401);
    expect((await post(who.dongchengTeacher, '/training/enrol', { programmeId: p.id }, DONGCHENG)).statusCode).toBe(404);
    expect(await countRows(t.deps.db, trainingEnrolments)).toBe(before);
  });
});

describe('staff enrolment calls', () => {
  it('lists by scope, decides with seats, exports xlsx and marks attendance', async () => {
    const p = await programme({
      enrolMode: 'approval',
      capacity: 1,
      title: '审核制培训',
      units: [{ title: '线下研讨' }, { kind: 'video', title: '视频', location: null, sessionStartsAt: null }],
    });
    const a = (await post(who.teacher, '/training/enrol', { programmeId: p.id })).json().data;
    const b = (await post(who.backbone, '/training/enrol', { programmeId: p.id })).json().data;

    // The first school's admin sees only their teacher; the district admin both.
    const schoolList = (await get(who.school_admin, '/training/manage/enrolments', { programmeId: String(p.id) })).json().data;
    expect(schoolList.records.map((row: { id: number }) => row.id)).toEqual([a.id]);
    expect(schoolList.records[0]).toMatchObject({ teacherName: '王芳', phone: '138****0001', source: 'approval', status: 'pending' });
    expect((await get(who.district_admin, '/training/manage/enrolments', { programmeId: String(p.id) })).json().data.total).toBe(2);
    expect((await get(who.teacher, '/training/manage/enrolments')).statusCode).toBe(403);

    // School admin may not decide the other school's teacher.
    const denied = (
      await post(who.school_admin, '/training/manage/enrolments/decide', { enrolmentIds: [b.id], decision: 'approve' })
    ).json().data;
    expect(denied.skipped).toEqual([{ id: b.id, reason: 'not_allowed' }]);
    const decided = (
      await post(who.district_admin, '/training/manage/enrolments/decide', { enrolmentIds: [a.id, b.id], decision: 'approve' })
    ).json().data;
    expect(decided).toEqual({ decided: [a.id], skipped: [{ id: b.id, reason: 'full' }] });
    expect(await seatsOf(p.id)).toBe(1);
    expect(
      (await post(who.district_admin, '/training/manage/enrolments/decide', { enrolmentIds: [a.id], decision: 'approve' })).json().data
        .skipped[0].reason,
    ).toBe('not_pending');
    expect(
      (await post(who.district_admin, '/training/manage/enrolments/decide', { enrolmentIds: [b.id], decision: 'reject' })).statusCode,
    ).toBe(400);
    const rejected = await post(who.district_admin, '/training/manage/enrolments/decide', {
      enrolmentIds: [b.id],
      decision: 'reject',
      reason: '名额已满',
    });
    expect(rejected.json().data.decided).toEqual([b.id]);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'training.enrolment_approved'));
    expect(audits.length).toBeGreaterThanOrEqual(1);

    const exported = await t.call('GET', '/training/manage/enrolments/export', {
      token: who.district_admin!.access_token,
      query: { programmeId: String(p.id) },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E6%8A%A5/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('培训名称');
    expect(sheet.rowCount).toBe(3);
    const english = await t.call('GET', '/training/manage/enrolments/export', {
      token: who.district_admin!.access_token,
      query: { programmeId: String(p.id) },
      headers: { 'accept-language': 'en-US' },
    });
    const enBook = new ExcelJS.Workbook();
    await enBook.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(enBook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Programme');

    const detail = (await get(who.district_admin, `/training/programmes/${p.id}`)).json().data;
    const [offline, video] = detail.units;
    const mark = (body: unknown) => post(who.district_admin, '/training/manage/attendance', body);
    expect((await mark({ unitId: video.id, userIds: [Number(who.teacher!.userId)], attended: true })).statusCode).toBe(422);
    expect((await mark({ unitId: offline.id, userIds: [Number(who.backbone!.userId)], attended: true })).statusCode).toBe(422);
    const completionsOf = async (unitId: number) =>
      (await t.deps.db.select().from(trainingUnitCompletions).where(eq(trainingUnitCompletions.unitId, unitId))).length;
    expect(await completionsOf(offline.id)).toBe(0);
    expect(
      (
        await post(who.school_admin, '/training/manage/attendance', {
          unitId: offline.id,
          userIds: [Number(who.teacher!.userId)],
          attended: true,
        })
      ).statusCode,
    ).toBe(404);
    expect((await mark({ unitId: offline.id, userIds: [Number(who.teacher!.userId)], attended: true })).json().data).toEqual({
      changed: 1,
    });
    const progress = (await get(who.teacher, `/training/programmes/${p.id}`)).json().data;
    expect(progress.progress).toMatchObject({ completedUnits: 1, totalUnits: 2, completedHours: 2, percent: 50 });
    expect(progress.units[0].completed).toBe(true);
    const my = (await get(who.teacher, '/training/my', { status: 'enrolled' })).json().data;
    expect(my.records.find((item: { programme: { id: number } }) => item.programme.id === p.id).progress.percent).toBe(50);
    expect((await mark({ unitId: offline.id, userIds: [Number(who.teacher!.userId)], attended: false })).json().data).toEqual({
      changed: 1,
    });
    expect(await completionsOf(offline.id)).toBe(0);
  });
});

describe('orders', () => {
  const key = () => crypto.randomUUID();
  const market = (fixture: ProgrammeFixture = {}) =>
    programme({ kind: 'supermarket', enrolMode: 'purchase', priceCents: 19_900, capacity: 2, ...fixture });

  it('settles free orders at once, keeps offline ones pending with a seat, and answers a repeated key with the same order', async () => {
    const free = await market({ priceCents: 0, enrolMode: 'open' });
    const paid = (
      await post(who.teacher, '/training/orders/create', { programmeId: free.id, provider: 'free', idempotencyKey: key() })
    ).json().data;
    expect(paid).toMatchObject({ status: 'paid', amountCents: 0, provider: 'free' });
    expect(paid.orderNo).toMatch(/^YX\d{8}-\d{6,}$/);
    expect((await get(who.teacher, `/training/programmes/${free.id}`)).json().data.myEnrolment.status).toBe('enrolled');

    const priced = await market();
    expect(
      (await post(who.teacher, '/training/orders/create', { programmeId: priced.id, provider: 'free', idempotencyKey: key() })).json()
        .status,
    ).toBe(4412);
    const k = key();
    const first = (
      await post(who.teacher, '/training/orders/create', { programmeId: priced.id, provider: 'offline', idempotencyKey: k })
    ).json().data;
    expect(first).toMatchObject({ status: 'pending', amountCents: 19_900, items: [{ programmeId: priced.id, priceCents: 19_900 }] });
    const again = (
      await post(who.teacher, '/training/orders/create', { programmeId: priced.id, provider: 'offline', idempotencyKey: k })
    ).json().data;
    expect(again.id).toBe(first.id);
    expect(await seatsOf(priced.id)).toBe(1);
    expect(
      (await post(who.teacher, '/training/orders/create', { programmeId: free.id, provider: 'offline', idempotencyKey: k })).json().status,
    ).toBe(4410);
    expect(
      (await post(who.teacher, '/training/orders/create', { programmeId: priced.id, provider: 'offline', idempotencyKey: key() })).json()
        .status,
    ).toBe(4413);
    expect((await get(who.teacher, `/training/programmes/${priced.id}`)).json().data).toMatchObject({
      pendingOrderId: first.id,
      enrolBlocker: 'pending_order',
    });

    // Staff confirm: paid and enrolled; the seat stays taken; refund frees it.
    expect(
      (await post(who.school_admin, '/training/manage/orders/confirm', { orderId: first.id, paymentReference: 'BANK-1' })).statusCode,
    ).toBe(403);
    const confirmed = (
      await post(who.district_admin, '/training/manage/orders/confirm', { orderId: first.id, paymentReference: 'BANK-1' })
    ).json().data;
    expect(confirmed).toMatchObject({ status: 'paid', paymentReference: 'BANK-1' });
    expect(await seatsOf(priced.id)).toBe(1);
    expect(
      (await post(who.district_admin, '/training/manage/orders/confirm', { orderId: first.id, paymentReference: 'BANK-1' })).json().status,
    ).toBe(4411);
    const enrolment = (await get(who.teacher, `/training/programmes/${priced.id}`)).json().data.myEnrolment;
    expect((await post(who.teacher, '/training/cancelEnrolment', { enrolmentId: enrolment.id })).json().status).toBe(4408);
    const refunded = (await post(who.district_admin, '/training/manage/orders/refund', { orderId: first.id, reason: '个人原因' })).json()
      .data;
    expect(refunded).toMatchObject({ status: 'refunded', closeReason: '个人原因' });
    expect(await seatsOf(priced.id)).toBe(0);
    expect((await get(who.teacher, `/training/programmes/${priced.id}`)).json().data.myEnrolment.status).toBe('cancelled');
    expect((await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'training.order_refunded'))).length).toBe(1);
  });

  it('creates one order for a concurrent double submit', async () => {
    const p = await market();
    const k = key();
    const body = { programmeId: p.id, provider: 'offline', idempotencyKey: k };
    const responses = await Promise.all([
      post(who.backbone, '/training/orders/create', body),
      post(who.backbone, '/training/orders/create', body),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(responses[0]!.json().data.id).toBe(responses[1]!.json().data.id);
    expect(await seatsOf(p.id)).toBe(1);
  });

  it('cancels own pending orders and expires old ones, freeing their seats', async () => {
    const p = await market({ capacity: 1 });
    const order = (
      await post(who.idle, '/training/orders/create', { programmeId: p.id, provider: 'offline', idempotencyKey: key() })
    ).json().data;
    expect(
      (await post(who.backbone, '/training/orders/create', { programmeId: p.id, provider: 'offline', idempotencyKey: key() })).json()
        .status,
    ).toBe(4403);
    expect((await post(who.backbone, '/training/orders/cancel', { orderId: order.id })).statusCode).toBe(404);
    expect((await post(who.idle, '/training/orders/cancel', { orderId: order.id })).json().data.status).toBe('cancelled');
    expect(await seatsOf(p.id)).toBe(0);
    expect((await post(who.idle, '/training/orders/cancel', { orderId: order.id })).json().status).toBe(4411);

    const held = (await post(who.idle, '/training/orders/create', { programmeId: p.id, provider: 'offline', idempotencyKey: key() })).json()
      .data;
    expect(await seatsOf(p.id)).toBe(1);
    await t.deps.db.execute(sql`update training_orders set expires_at = now() - interval '1 minute' where id = ${held.id}`);
    const mine = (await get(who.idle, '/training/orders')).json().data;
    expect(mine.records.find((row: { id: number }) => row.id === held.id).status).toBe('expired');
    expect(await seatsOf(p.id)).toBe(0);
    expect(
      (await post(who.district_admin, '/training/manage/orders/confirm', { orderId: held.id, paymentReference: 'LATE' })).json().status,
    ).toBe(4411);
    const managed = (await get(who.district_admin, '/training/manage/orders', { status: 'expired' })).json().data;
    expect(managed.records.map((row: { id: number }) => row.id)).toContain(held.id);
    expect((await get(who.teacher, '/training/manage/orders')).statusCode).toBe(403);
  });

  it('sweeps expired orders of every tenant once, even with two sweeps at the same moment', async () => {
    const p = await market({ capacity: 3 });
    const orders = [];
    for (const buyer of [who.teacher, who.backbone]) {
      orders.push(
        (await post(buyer, '/training/orders/create', { programmeId: p.id, provider: 'offline', idempotencyKey: key() })).json().data,
      );
    }
    expect(await seatsOf(p.id)).toBe(2);
    await t.deps.db.execute(sql`update training_orders set expires_at = now() - interval '1 second' where id = ${orders[0].id}`);
    const swept = await Promise.all([expireOrdersAcrossTenants(t.deps.db, new Date()), expireOrdersAcrossTenants(t.deps.db, new Date())]);
    expect(swept[0] + swept[1]).toBe(1);
    expect(await seatsOf(p.id)).toBe(1);
    const statuses = await t.deps.db.execute(
      sql`select id, status from training_orders where id in (${orders[0].id}, ${orders[1].id}) order by id`,
    );
    expect((statuses as unknown as { rows: Array<{ status: string }> }).rows.map((row) => row.status)).toEqual(['expired', 'pending']);
  });

  it('refuses bad input, no session, staff buying and other tenants without writing', async () => {
    const p = await market();
    const before = await t.deps.db.execute(sql`select count(*)::int as n from training_orders`);
    expect(
      (await post(who.teacher, '/training/orders/create', { programmeId: p.id, provider: 'wechat', idempotencyKey: key() })).statusCode,
    ).toBe(400);
    expect(
      (await post(who.teacher, '/training/orders/create', { programmeId: p.id, provider: 'offline', idempotencyKey: 'nope' })).statusCode,
    ).toBe(400);
    expect(
      (await post(who.district_admin, '/training/orders/create', { programmeId: p.id, provider: 'offline', idempotencyKey: key() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(undefined, '/training/orders/create', { programmeId: p.id, provider: 'offline', idempotencyKey: key() })).statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          who.dongchengTeacher,
          '/training/orders/create',
          { programmeId: p.id, provider: 'offline', idempotencyKey: key() },
          DONGCHENG,
        )
      ).statusCode,
    ).toBe(404);
    const common = await programme();
    expect(
      (await post(who.teacher, '/training/orders/create', { programmeId: common.id, provider: 'free', idempotencyKey: key() })).statusCode,
    ).toBe(422);
    const after = await t.deps.db.execute(sql`select count(*)::int as n from training_orders`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    expect((await get(undefined, '/training/orders')).statusCode).toBe(401);
    expect((await post(who.district_admin, '/training/manage/orders/refund', { orderId: 999999, reason: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /training/home and /training/my', () => {
  it('recommends open programmes not yet joined and counts what waits', async () => {
    const fresh = await programme({ title: '首页推荐' });
    const home = (await get(who.teacher, '/training/home')).json().data;
    expect(home.recommended.map((row: { id: number }) => row.id)).toContain(fresh.id);
    expect(home.recommended.length).toBeLessThanOrEqual(6);
    expect(home.enrolmentsToDecide).toBe(0);
    expect((await get(who.district_admin, '/training/home')).json().data.enrolmentsToDecide).toBeGreaterThanOrEqual(0);
    expect((await get(undefined, '/training/home')).statusCode).toBe(401);
    expect((await get(who.teacher, '/training/my', { status: 'bogus' })).statusCode).toBe(400);
    const mine = await t.deps.db
      .select()
      .from(trainingEnrolments)
      .where(and(eq(trainingEnrolments.tenantId, tenantId), eq(trainingEnrolments.userId, Number(who.teacher!.userId))));
    expect((await get(who.teacher, '/training/my')).json().data.total).toBe(mine.length);
  });

  it('counts pending orders and expires overdue ones before answering, giving their seats back', async () => {
    const priced = await programme({ kind: 'supermarket', enrolMode: 'purchase', priceCents: 9_900, capacity: 2, title: '首页订单hx6' });
    const pendingOf = async () => (await get(who.idle, '/training/home')).json().data.pendingOrders as number;
    const before = await pendingOf();
    const order = (
      await post(who.idle, '/training/orders/create', { programmeId: priced.id, provider: 'offline', idempotencyKey: crypto.randomUUID() })
    ).json().data;
    expect(await pendingOf()).toBe(before + 1);
    expect(await seatsOf(priced.id)).toBe(1);
    await t.deps.db.execute(sql`update training_orders set expires_at = now() - interval '1 minute' where id = ${order.id}`);
    const home = (await get(who.idle, '/training/home')).json().data;
    expect(home.pendingOrders).toBe(before);
    expect(home.recommended.find((row: { id: number }) => row.id === priced.id)).toMatchObject({ seatsTaken: 0, seatsLeft: 2 });
    expect(await seatsOf(priced.id)).toBe(0);
  });
});

describe('every training call checks the session, the role and the tenant', () => {
  const teacherCalls: Array<[string, string, unknown]> = [
    ['POST', '/training/enrol', { programmeId: 1 }],
    ['POST', '/training/cancelEnrolment', { enrolmentId: 1 }],
    ['POST', '/training/orders/create', { programmeId: 1, provider: 'free', idempotencyKey: '7d1f4c1e-7c59-4e0b-9b7e-0f7a5d0e3c11' }],
    ['GET', '/training/orders', undefined],
    ['POST', '/training/orders/cancel', { orderId: 1 }],
  ];
  const staffCalls: Array<[string, string, unknown]> = [
    ['GET', '/training/manage/enrolments', undefined],
    ['POST', '/training/manage/enrolments/decide', { enrolmentIds: [1], decision: 'approve' }],
    ['GET', '/training/manage/enrolments/export', undefined],
    ['POST', '/training/manage/attendance', { unitId: 1, userIds: [1], attended: true }],
  ];
  const districtCalls: Array<[string, string, unknown]> = [
    ['GET', '/training/manage/orders', undefined],
    ['POST', '/training/manage/orders/confirm', { orderId: 1, paymentReference: 'X' }],
    ['POST', '/training/manage/orders/refund', { orderId: 1, reason: 'x' }],
  ];
  const anyone: Array<[string, string, unknown]> = [
    ['GET', '/training/programmes?kind=common', undefined],
    ['GET', '/training/programmes/1', undefined],
    ['GET', '/training/my', undefined],
    ['GET', '/training/home', undefined],
  ];
  const call = (viewer: LoginInfo | undefined, [method, url, body]: [string, string, unknown], tenant?: typeof DONGCHENG) => {
    const [pathname, search] = url.split('?');
    const query = Object.fromEntries(new URLSearchParams(search ?? ''));
    return t.call(method as 'GET' | 'POST', pathname!, {
      ...(viewer ? { token: viewer.access_token } : {}),
      query,
      ...(body === undefined ? {} : { body }),
      ...(tenant ? { tenant } : {}),
    });
  };

  it('answers 401 without a session and with a session of another tenant', async () => {
    for (const entry of [...teacherCalls, ...staffCalls, ...districtCalls, ...anyone]) {
      expect((await call(undefined, entry)).statusCode, entry[1]).toBe(401);
      expect((await call(who.teacher, entry, DONGCHENG)).statusCode, entry[1]).toBe(401);
    }
  });

  it('answers 403 to the wrong role', async () => {
    for (const entry of teacherCalls) expect((await call(who.district_admin, entry)).statusCode, entry[1]).toBe(403);
    for (const entry of [...staffCalls, ...districtCalls]) expect((await call(who.teacher, entry)).statusCode, entry[1]).toBe(403);
    for (const entry of districtCalls) expect((await call(who.school_admin, entry)).statusCode, entry[1]).toBe(403);
  });

  it("never reaches another tenant's records", async () => {
    const p = await programme({ capacity: 3 });
    const enrolment = (await post(who.teacher, '/training/enrol', { programmeId: p.id })).json().data;
    const districtAdmin = await t.login('district_admin', DONGCHENG);
    const there = (viewer: LoginInfo, method: 'GET' | 'POST', url: string, body?: unknown) =>
      t.call(method, url, { token: viewer.access_token, tenant: DONGCHENG, ...(body === undefined ? {} : { body }) });
    expect((await there(who.dongchengTeacher!, 'GET', `/training/programmes/${p.id}`)).statusCode).toBe(404);
    expect((await there(who.dongchengTeacher!, 'POST', '/training/cancelEnrolment', { enrolmentId: enrolment.id })).statusCode).toBe(404);
    const decided = (
      await there(districtAdmin, 'POST', '/training/manage/enrolments/decide', {
        enrolmentIds: [enrolment.id],
        decision: 'reject',
        reason: 'x',
      })
    ).json().data;
    expect(decided.skipped).toEqual([{ id: enrolment.id, reason: 'not_allowed' }]);
    expect(
      (await there(districtAdmin, 'GET', '/training/manage/enrolments')).json().data.records.map((row: { id: number }) => row.id),
    ).not.toContain(enrolment.id);
    const named = await t.call('GET', '/training/manage/enrolments', {
      token: districtAdmin.access_token,
      tenant: DONGCHENG,
      query: { programmeId: String(p.id) },
    });
    expect(named.statusCode).toBe(404);
    expect(named.json().status).toBe(4004);
  });
});
