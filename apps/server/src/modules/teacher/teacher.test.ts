import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { teachers, users } from '@server/db/schema/identity';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import type { LoginInfo } from '@yanxiu/contract/auth';

let t: TestApp;
const who: Record<string, LoginInfo> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'newteacher']) who[name] = await t.login(name);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
});
afterAll(async () => {
  await t.close();
});

const info = (viewer: LoginInfo, userId: string, tenant = undefined as typeof DONGCHENG | undefined) =>
  t.call('GET', `/baseData/user/teacher/getTeacherInfo/${userId}`, { token: viewer.access_token, ...(tenant ? { tenant } : {}) });

describe('GET /baseData/user/teacher/getTeacherInfo/:userId', () => {
  it('gives a teacher their own information with the phone masked', async () => {
    const response = await info(who.teacher!, who.teacher!.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      userId: who.teacher!.userId,
      username: 'teacher',
      name: '王芳',
      gender: '2',
      orgName: '示范区第一实验小学',
      orgLevel: '1',
      phone: '138****0001',
      isTeacher: true,
      sectionCode: '2',
      subjectCode: '02',
      confirmed: true,
    });
  });

  it('lets staff above the teacher read it: their school admin and the district admin', async () => {
    expect((await info(who.school_admin!, who.teacher!.userId)).statusCode).toBe(200);
    expect((await info(who.district_admin!, who.teacher!.userId)).statusCode).toBe(200);
    const staff = (await info(who.district_admin!, who.district_admin!.userId)).json().data;
    expect(staff).toMatchObject({ isTeacher: false, sectionCode: null, orgLevel: '2' });
  });

  it('refuses a teacher reading a colleague, and a school admin reading another school', async () => {
    expect((await info(who.teacher!, who.backbone!.userId)).statusCode).toBe(403);
    // backbone teaches at the second school; school_admin runs the first.
    expect((await info(who.school_admin!, who.backbone!.userId)).statusCode).toBe(403);
    expect((await info(who.expert!, who.teacher!.userId)).statusCode).toBe(403);
  });

  it('gives nothing across tenants', async () => {
    // A demo teacher's id asked from the district tenant is not there; the district admin of demo cannot reach
    // the district's teacher either, because the token is not valid on the district's host.
    expect((await info(who.dongchengTeacher!, who.teacher!.userId, DONGCHENG)).statusCode).toBe(403);
    expect((await info(who.district_admin!, who.dongchengTeacher!.userId, DONGCHENG)).statusCode).toBe(401);
    const missing = await info(who.district_admin!, '999999');
    expect(missing.statusCode).toBe(404);
  });

  it('answers callers arriving together each with what they asked for, across tenants', async () => {
    // Concurrent reads share one query per tenant (coalesced-reads.ts); each caller still gets its own answer.
    const own = [who.teacher!, who.backbone!, who.school_admin!, who.teacher!];
    const together = await Promise.all([
      ...own.map((viewer) => info(viewer, viewer.userId)),
      info(who.dongchengTeacher!, who.dongchengTeacher!.userId, DONGCHENG),
      info(who.teacher!, who.backbone!.userId),
      info(who.district_admin!, '999999'),
    ]);
    expect(together.map((response) => response.json().data?.userId ?? response.statusCode)).toEqual([
      ...own.map((viewer) => viewer.userId),
      who.dongchengTeacher!.userId,
      403,
      404,
    ]);
  });

  it('requires a session and a numeric id', async () => {
    const anonymous = await t.call('GET', `/baseData/user/teacher/getTeacherInfo/${who.teacher!.userId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(1001);
    expect((await info(who.teacher!, 'abc')).statusCode).toBe(400);
  });
});

describe('POST /baseData/user/teacher/confirmTeacherInfo', () => {
  const valid = { gender: '1', sectionCode: '3', subjectCode: '13', titleCode: '4', phone: '13911112222', teachingSinceYear: 2025 };
  const confirm = (viewer: LoginInfo, body: unknown, tenant?: typeof DONGCHENG) =>
    t.call('POST', '/baseData/user/teacher/confirmTeacherInfo', { token: viewer.access_token, body, ...(tenant ? { tenant } : {}) });

  it('rejects bad input (400) and inconsistent input (422) without writing', async () => {
    expect((await confirm(who.newteacher!, { ...valid, phone: '12' })).statusCode).toBe(400);
    expect((await confirm(who.newteacher!, { ...valid, gender: '9' })).statusCode).toBe(400);
    const notTaught = await confirm(who.newteacher!, { ...valid, sectionCode: '2', subjectCode: '13' });
    expect(notTaught.statusCode).toBe(422);
    expect(notTaught.json().data.issues[0].path).toBe('body.subjectCode');
    expect((await confirm(who.newteacher!, { ...valid, titleCode: '77' })).statusCode).toBe(422);
    const [row] = await t.deps.db
      .select()
      .from(teachers)
      .where(eq(teachers.userId, Number(who.newteacher!.userId)));
    expect(row?.confirmedAt).toBeNull();
    expect(await countRows(t.deps.db, auditLog)).toBe(0);
  });

  it('refuses staff without a teacher record, anonymous callers and other tenants', async () => {
    expect((await confirm(who.district_admin!, valid)).statusCode).toBe(403);
    expect((await t.call('POST', '/baseData/user/teacher/confirmTeacherInfo', { body: valid })).statusCode).toBe(401);
    expect((await confirm(who.newteacher!, valid, DONGCHENG)).statusCode).toBe(401);
  });

  it('records the confirmation, corrects the fields and stops asking at the next sign-in', async () => {
    const response = await confirm(who.newteacher!, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ confirmed: true, gender: '1', sectionCode: '3', subjectCode: '13', phone: '139****2222' });
    const [user] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.id, Number(who.newteacher!.userId)));
    expect(user?.phone).toBe('13911112222');
    expect((await t.login('newteacher')).needConfirm).toBe(false);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'teacher.info_confirmed'));
    expect(audits).toHaveLength(1);
    // The district tenant's newteacher is a different person and still has to confirm.
    expect((await t.login('newteacher', DONGCHENG)).needConfirm).toBe(true);
  });
});
