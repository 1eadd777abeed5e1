import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ManagedSchool, ManagedTeacher } from '@yanxiu/contract/training';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { tenants } from '@server/db/schema/tenants';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
const demoUserIds = new Set<number>();
const demoUnitIds = new Set<number>();
const schoolIdByName: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  for (const row of await t.deps.db.select({ id: users.id }).from(users).where(eq(users.tenantId, demo!.id))) demoUserIds.add(row.id);
  for (const row of await t.deps.db
    .select({ id: orgUnits.id, name: orgUnits.name })
    .from(orgUnits)
    .where(eq(orgUnits.tenantId, demo!.id))) {
    demoUnitIds.add(row.id);
    schoolIdByName[row.name] = row.id;
  }
});
afterAll(async () => {
  await t.close();
});

const schools = (as?: LoginInfo, tenant?: typeof DONGCHENG) =>
  t.call('GET', '/training/manage/schools', { ...(as ? { token: as.access_token } : {}), ...(tenant ? { tenant } : {}) });
const teachers = (as: LoginInfo | undefined, query: Record<string, string>, tenant?: typeof DONGCHENG) =>
  t.call('GET', '/training/manage/teachers', { ...(as ? { token: as.access_token } : {}), ...(tenant ? { tenant } : {}), query });

describe('GET /training/manage/schools', () => {
  it('lists every school of the district to a district admin, by name', async () => {
    const response = await schools(who.district_admin);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as ManagedSchool[];
    expect(list.map((school) => school.name)).toEqual(['示范区实验中学', '示范区第一实验小学', '示范区第二高级中学']);
    expect(list[0]).toEqual({ id: schoolIdByName['示范区实验中学'], name: '示范区实验中学' });
  });

  it('lists only their own school to a school admin', async () => {
    const response = await schools(who.school_admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: schoolIdByName['示范区第一实验小学'], name: '示范区第一实验小学' }]);
  });

  it('answers 401 without a session and 403 to a teacher', async () => {
    expect((await schools()).statusCode).toBe(401);
    expect((await schools(who.teacher)).statusCode).toBe(403);
  });

  it("never lists another tenant's schools", async () => {
    const list = (await schools(who.dongchengAdmin, DONGCHENG)).json().data as ManagedSchool[];
    expect(list).toHaveLength(3);
    expect(list.every((school) => !demoUnitIds.has(school.id) && school.name.startsWith('东城区'))).toBe(true);
  });
});

describe('GET /training/manage/teachers', () => {
  it('finds active teachers of the district by name or username, with their school', async () => {
    const byName = (await teachers(who.district_admin, { keyword: '王' })).json().data as ManagedTeacher[];
    expect(byName).toContainEqual({ userId: expect.any(Number), name: '王芳', schoolName: '示范区第一实验小学' });
    const byUsername = (await teachers(who.district_admin, { keyword: 'BACKbone' })).json().data as ManagedTeacher[];
    expect(byUsername.map((teacher) => teacher.name)).toEqual(['李强']);
    // District staff hold no teacher role, so they are never offered as a lead or member.
    expect((await teachers(who.district_admin, { keyword: 'district' })).json().data).toEqual([]);
  });

  it('narrows to one school and takes LIKE wildcards literally', async () => {
    const middle = String(schoolIdByName['示范区实验中学']);
    const atSchool = (await teachers(who.district_admin, { keyword: 'e', schoolId: middle })).json().data as ManagedTeacher[];
    expect(atSchool.map((teacher) => teacher.name).sort()).toEqual(['周涛', '李强'].sort());
    expect(atSchool.every((teacher) => teacher.schoolName === '示范区实验中学')).toBe(true);
    expect((await teachers(who.district_admin, { keyword: '_admin' })).json().data.map((teacher: ManagedTeacher) => teacher.name)).toEqual([
      '陈静',
    ]);
    expect((await teachers(who.district_admin, { keyword: '%' })).json().data).toEqual([]);
    expect((await teachers(who.district_admin, { keyword: '_' })).json().data).toHaveLength(1);
  });

  it('shows a school admin only the teachers of their school', async () => {
    const own = (await teachers(who.school_admin, { keyword: 'e' })).json().data as ManagedTeacher[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((teacher) => teacher.schoolName === '示范区第一实验小学')).toBe(true);
    expect((await teachers(who.school_admin, { keyword: '李强' })).json().data).toEqual([]);
    expect((await teachers(who.school_admin, { keyword: 'backbone' })).json().data).toEqual([]);
    // A school outside their reach narrows to nothing rather than widening it.
    expect((await teachers(who.school_admin, { keyword: 'e', schoolId: String(schoolIdByName['示范区实验中学']) })).json().data).toEqual(
      [],
    );
  });

  it('rejects a missing, empty or too long keyword and a bad school id with 400', async () => {
    const queries: Array<Record<string, string>> = [
      {},
      { keyword: '' },
      { keyword: '   ' },
      { keyword: 'x'.repeat(51) },
      { keyword: '王', schoolId: 'abc' },
    ];
    for (const query of queries) {
      const response = await teachers(who.district_admin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('answers 401 without a session and 403 to a teacher', async () => {
    expect((await teachers(undefined, { keyword: '王' })).statusCode).toBe(401);
    expect((await teachers(who.teacher, { keyword: '王' })).statusCode).toBe(403);
  });

  it("never finds another tenant's teachers", async () => {
    const found = (await teachers(who.dongchengAdmin, { keyword: '王芳' }, DONGCHENG)).json().data as ManagedTeacher[];
    expect(found).toHaveLength(1);
    expect(demoUserIds.has(found[0]!.userId)).toBe(false);
    expect(found[0]!.schoolName).toBe('东城区第一实验小学');
  });
});
