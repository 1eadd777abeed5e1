import type { AnyProfileRecord, ProfileQueuePage } from '@yanxiu/contract/profile';
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { profileRecords } from '@server/db/schema/profile';
import { DEMO, DONGCHENG } from '@server-test/support/test-app';
import { countVerifiedRecords, listVerifiedRecords } from '@server/modules/profile/profile.public';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { exampleRecord, expectError, profileClient, setUpProfile, type ProfileEnv } from '@server/modules/profile/profile.fixtures';

// Staff verification: the queue of an org with its filters and export, decisions (verify, reject, reopen, in
// batches), the lock a verification puts on a record, and two staff deciding at once.

let env: ProfileEnv;
const c = profileClient(() => env);
beforeAll(async () => {
  env = await setUpProfile(['teacher', 'backbone', 'school_admin', 'district_admin']);
});
afterAll(async () => {
  await env.t.close();
});

type Caller = ProfileEnv['who'][string] | undefined;
const queue = async (caller: Caller, query: Record<string, string> = {}): Promise<ProfileQueuePage> => {
  const response = await c.get('/profile/manage/records', caller, { size: '100', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const decide = (caller: Caller, body: unknown) => c.post('/profile/manage/records/decide', caller, body);
const item = (record: AnyProfileRecord) => ({ id: record.id, version: record.version });

async function newRecord(title: string, caller = env.who.teacher): Promise<AnyProfileRecord> {
  const response = await c.kind('honor', 'save', caller, exampleRecord('honor', { title }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the queue', () => {
  it('shows staff the unverified records of their org, oldest first, with filters', async () => {
    const school = await queue(env.who.school_admin);
    const names = new Set(school.records.map((record) => record.teacherName));
    // The first school: 王芳 and the admin herself; 李强's school is not hers.
    expect([...names].sort()).toEqual(['王芳', '陈静']);
    expect(school.records.every((record) => record.state === 'unverified')).toBe(true);
    const ids = school.records.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(school).toMatchObject({ current: 1, size: 100, total: school.records.length, totalIsLowerBound: false });

    const district = await queue(env.who.district_admin);
    expect(new Set(district.records.map((record) => record.teacherName))).toEqual(new Set(['王芳', '陈静', '李强', '周涛']));
    expect((await queue(env.who.district_admin, { keyword: '李' })).records.every((record) => record.teacherName === '李强')).toBe(true);
    expect((await queue(env.who.district_admin, { kind: 'public-thesis' })).records.map((record) => record.title).sort()).toEqual(
      ['以数学实验促进小学生空间观念的发展', '整本书阅读的课堂推进策略', '项目式学习在初中物理复习课中的应用'].sort(),
    );
    expect((await queue(env.who.district_admin, { state: 'rejected' })).records.map((record) => record.kind).sort()).toEqual([
      'edu-prd',
      'patent',
    ]);
    expect(
      (await queue(env.who.district_admin, { year: '2025', level: '3' })).records.every(
        (record) => record.date.startsWith('2025') && record.level === '3',
      ),
    ).toBe(true);
    const tenantId = (await env.t.deps.tenants.byHostname(DEMO.host))!.id;
    const backboneSchool = (await findPerson(env.t.deps.db, tenantId, env.id('backbone')))!.orgId;
    const onlyThere = await queue(env.who.district_admin, { schoolId: String(backboneSchool) });
    expect(new Set(onlyThere.records.map((record) => record.teacherName))).toEqual(new Set(['李强', '周涛']));
    expectError(await c.get('/profile/manage/records', env.who.school_admin, { schoolId: '1' }), 403, 4003);
    // A keyset page is the page the offset would give.
    const first = await queue(env.who.district_admin, { size: '3' });
    const second = await queue(env.who.district_admin, { size: '3', current: '2' });
    const keyset = await queue(env.who.district_admin, { size: '3', current: '2', after: String(first.records.at(-1)!.id) });
    expect(keyset.records.map((record) => record.id)).toEqual(second.records.map((record) => record.id));
    const verifiedKeyset = await queue(env.who.district_admin, {
      size: '2',
      state: 'verified',
      after: String((await queue(env.who.district_admin, { size: '2', state: 'verified' })).records.at(-1)!.id),
    });
    expect(verifiedKeyset.records.map((record) => record.id)).toEqual(
      (await queue(env.who.district_admin, { size: '2', state: 'verified', current: '2' })).records.map((record) => record.id),
    );
    // Counting stops ten pages past the one asked for.
    const counted = await queue(env.who.district_admin, { size: '1' });
    expect(counted).toMatchObject({ total: 11, totalIsLowerBound: true });
  });

  it('is staff work, of their own tenant', async () => {
    expectError(await c.get('/profile/manage/records', env.who.teacher), 403, 4003);
    expectError(await c.get('/profile/manage/records', undefined), 401, 1001);
    expectError(await decide(env.who.backbone, { decision: 'verify', items: [{ id: 1, version: 1 }] }), 403, 4003);
    expectError(await c.get('/profile/manage/records', env.who.dongcheng), 401, 1001);
    const dongchengAdmin = await env.t.login('district_admin', DONGCHENG);
    const theirs = await c.get('/profile/manage/records', dongchengAdmin, {}, DONGCHENG);
    expect(theirs.json().data.records).toEqual([]);
    const demoRecord = (await queue(env.who.district_admin)).records[0]!;
    expectError(
      await c.post('/profile/manage/records/decide', dongchengAdmin, { decision: 'verify', items: [item(demoRecord)] }, DONGCHENG),
      404,
      4004,
    );
  });

  it('exports the filtered queue as a workbook in the caller’s language', async () => {
    const response = await env.t.call('GET', '/profile/manage/records/export', {
      token: env.who.district_admin!.access_token,
      query: { state: 'verified', kind: 'public-thesis' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('教师');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row[3])).toEqual(expect.arrayContaining(['发表论文']));
    expect(rows.find((row) => row[4] === '基于真实情境的初中物理探究教学')![7]).toContain('刊物名称：物理教师');
  });
});

describe('decisions', () => {
  it('verifies (locking the record), rejects with a reason and reopens, each audited', async () => {
    const record = await newRecord('校级教学能手');
    const verified = await decide(env.who.school_admin, { decision: 'verify', items: [item(record)] });
    expect(verified.json().data).toEqual({ items: [{ id: record.id, state: 'verified', version: 2 }] });
    // Locked: the teacher can neither change nor delete it.
    expectError(await c.kind('honor', 'save', env.who.teacher, exampleRecord('honor', { id: record.id, version: 2 })), 409, 4601);
    expectError(await c.kind('honor', 'del', env.who.teacher, { id: record.id }), 409, 4601);
    expectError(
      await decide(env.who.school_admin, { decision: 'reject', reason: '重复', items: [{ id: record.id, version: 2 }] }),
      409,
      4602,
    );

    expectError(await decide(env.who.school_admin, { decision: 'reopen', items: [{ id: record.id, version: 2 }] }), 400, 4000);
    const reopened = await decide(env.who.school_admin, {
      decision: 'reopen',
      reason: '证书日期有误，请更正',
      items: [{ id: record.id, version: 2 }],
    });
    expect(reopened.json().data.items).toEqual([{ id: record.id, state: 'unverified', version: 3 }]);
    const rejected = await decide(env.who.school_admin, {
      decision: 'reject',
      reason: '证书不清晰',
      items: [{ id: record.id, version: 3 }],
    });
    expect(rejected.json().data.items[0]).toMatchObject({ state: 'rejected', version: 4 });
    const seen = (await c.kind('honor', 'list', env.who.teacher, { state: 'rejected' })).json().data.records as AnyProfileRecord[];
    expect(seen.find((row) => row.id === record.id)).toMatchObject({ reason: '证书不清晰', decidedByName: '陈静', editable: true });
    // Corrected by the teacher, it waits again.
    const corrected = await c.kind(
      'honor',
      'save',
      env.who.teacher,
      exampleRecord('honor', { id: record.id, version: 4, title: '校级教学能手（更正）' }),
    );
    expect(corrected.json().data).toMatchObject({ state: 'unverified', version: 5 });

    const audits = await env.t.deps.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'profile_record'), eq(auditLog.entityId, String(record.id))));
    expect(audits.map((audit) => audit.action)).toEqual(['profile.record_verify', 'profile.record_reopen', 'profile.record_reject']);
    expect(audits.every((audit) => audit.actor === env.id('school_admin'))).toBe(true);
  });

  it('decides a batch all or none, and refuses records outside the caller’s reach or their own', async () => {
    const [a, b] = [await newRecord('批量一'), await newRecord('批量二')];
    // One stale version: nothing is decided.
    const stale = await decide(env.who.school_admin, { decision: 'verify', items: [item(a), { id: b.id, version: b.version + 1 }] });
    expectError(stale, 409, 4010);
    expect(stale.json().data.issues).toEqual([{ path: 'body.items.1.id', message: expect.any(String) }]);
    expect(
      (await env.t.deps.db.select({ state: profileRecords.state }).from(profileRecords).where(eq(profileRecords.id, a.id)))[0]!.state,
    ).toBe('unverified');
    const both = await decide(env.who.school_admin, { decision: 'verify', items: [item(b), item(a)] });
    expect(both.json().data.items.map((row: { id: number }) => row.id)).toEqual([b.id, a.id]);

    const theirs = await newRecord('其他学校的记录', env.who.backbone);
    expectError(await decide(env.who.school_admin, { decision: 'verify', items: [item(theirs)] }), 403, 4003);
    const own = await newRecord('管理员本人的记录', env.who.school_admin);
    expectError(await decide(env.who.school_admin, { decision: 'verify', items: [item(own)] }), 403, 4003);
    expectError(await decide(env.who.school_admin, { decision: 'verify', items: [{ id: 99_999_999, version: 1 }] }), 404, 4004);
    // The district decides both.
    expect((await decide(env.who.district_admin, { decision: 'verify', items: [item(theirs), item(own)] })).statusCode).toBe(200);
  });

  it('lets one of two staff deciding at once win; the other gets 409', async () => {
    for (let round = 0; round < 3; round++) {
      const record = await newRecord(`并发审核 ${round}`);
      const answers = await Promise.all([
        decide(env.who.school_admin, { decision: 'verify', items: [item(record)] }),
        decide(env.who.district_admin, { decision: 'reject', reason: '材料不全', items: [item(record)] }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const [row] = await env.t.deps.db.select().from(profileRecords).where(eq(profileRecords.id, record.id));
      expect(row!.version).toBe(2);
      const audits = await env.t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(record.id)), like(auditLog.action, 'profile.%')));
      expect(audits).toHaveLength(1);
    }
  });

  it('feeds the public surface: verified counts by kind, level and years, and the evidence picker', async () => {
    const tenantId = (await env.t.deps.tenants.byHostname(DEMO.host))!.id;
    const backbone = env.id('backbone');
    const now = new Date('2026-06-01T04:00:00Z');
    // 李强's verified papers: national (2023-05-20) and province (2024-09-10); the city one is unverified.
    expect(
      await countVerifiedRecords(env.t.deps.db, tenantId, { userId: backbone, kind: 'public-thesis', minLevel: 4, withinYears: 5, now }),
    ).toBe(2);
    expect(
      await countVerifiedRecords(env.t.deps.db, tenantId, { userId: backbone, kind: 'public-thesis', minLevel: 5, withinYears: 5, now }),
    ).toBe(1);
    expect(
      await countVerifiedRecords(env.t.deps.db, tenantId, { userId: backbone, kind: 'public-thesis', minLevel: 1, withinYears: 2, now }),
    ).toBe(1);
    const picker = await listVerifiedRecords(env.t.deps.db, tenantId, backbone, ['public-thesis', 'edu-history']);
    expect(picker.map((record) => record.kind).sort()).toEqual(['edu-history', 'edu-history', 'public-thesis', 'public-thesis']);
    expect(picker[0]!.date >= picker[1]!.date).toBe(true);
  });
});
