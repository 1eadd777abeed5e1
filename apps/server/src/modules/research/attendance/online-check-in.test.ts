import type { LoginInfo } from '@yanxiu/contract/auth';
import type { ActivityDetail, SaveActivityInput } from '@yanxiu/contract/research';
import type { AttendancePage, CheckInCode } from '@yanxiu/contract/research-interaction';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningHourEntries } from '@server/db/schema/learning';
import { researchActivities } from '@server/db/schema/research';
import { tenants } from '@server/db/schema/tenants';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { countAllRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { checkInKey, issueCheckInCode } from './check-in-code';

// Attendance at an online activity through the real app: the organiser shows the check-in code in the meeting, a
// participant types its digits on the activity page, and the check-in completes the activity and credits its hours
// as a scan in the room does. Activities are written, published and joined through the API.

let t: TestApp;
let tenantId: TenantId;
const who: Record<string, LoginInfo> = {};
const id: Record<string, number> = {};
const MINUTE = 60_000;

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const post = (login: LoginInfo | undefined, path: string, body: unknown, tenant = {}) =>
  t.call('POST', path, { ...as(login), ...tenant, body });
const checkIn = (login: LoginInfo | undefined, activityId: number, code: string, tenant = {}) =>
  post(login, '/research/attendance/checkIn', { activityId, code }, tenant);
const key = () => checkInKey(t.deps.config.MEDIA_SIGNING_SECRET);

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'district_admin', 'expert']) {
    who[name] = await t.login(name);
    id[name] = Number(who[name]!.userId);
  }
  who.otherTeacher = await t.login('teacher', DONGCHENG);
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  tenantId = asTenantId(demo!.id);
});
afterAll(() => t.close());

/** An online activity of the district admin's unit, open to all, completed by attending; teacher and backbone joined. */
async function onlineActivity(startsIn = -10): Promise<number> {
  const body: SaveActivityInput = {
    kind: 'lecture',
    title: '线上专家讲座：大单元教学设计',
    organiserGroupId: null,
    mode: 'online',
    meetingUrl: 'https://meeting.example.cn/456',
    startsAt: new Date(Date.now() + startsIn * MINUTE).toISOString(),
    endsAt: new Date(Date.now() + (startsIn + 90) * MINUTE).toISOString(),
    audience: 'open',
    creditHours: 1.5,
    completionRule: ['attended'],
    stages: [{ kind: 'discussion', title: '互动答疑' }],
  };
  const saved = await post(who.district_admin, '/research/activities/save', body);
  expect(saved.statusCode, saved.body).toBe(200);
  const activityId = saved.json().data.id as number;
  expect((await post(who.district_admin, '/research/activities/publish', { id: activityId, version: 1 })).statusCode).toBe(200);
  for (const name of ['teacher', 'backbone']) {
    const joined = await post(who[name], '/research/activities/signUp', { activityId });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return activityId;
}

async function attendance(activityId: number): Promise<AttendancePage> {
  const response = await t.call('GET', '/research/attendance', { ...as(who.district_admin), query: { activityId: String(activityId) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AttendancePage;
}

/** Proves a refused call wrote nothing anywhere. */
async function refusedWithoutWrites(call: () => Promise<{ statusCode: number; body: string }>, status: number, code?: number) {
  const before = await countAllRows(t.deps.db);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  if (code !== undefined) expect(JSON.parse(response.body).code).toBe(code);
  expect(await countAllRows(t.deps.db)).toEqual(before);
}

describe('online check-in', () => {
  it('a participant types the code shown in the meeting, is marked attended and credited as a check-in in the room is', async () => {
    const activityId = await onlineActivity();
    const shown = await t.call('GET', '/research/attendance/code', {
      ...as(who.district_admin),
      query: { activityId: String(activityId) },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const codes = shown.json().data as CheckInCode;
    expect(codes.typedCode).toMatch(/^\d{6}$/);

    const done = await checkIn(who.teacher, activityId, codes.typedCode);
    expect(done.statusCode, done.body).toBe(200);
    const list = await attendance(activityId);
    expect([list.attendedCount, list.records[0]!.person.userId, list.records[0]!.method]).toEqual([1, id.teacher, 'typed']);
    const page = (await t.call('GET', `/research/activities/${activityId}`, as(who.teacher))).json().data as ActivityDetail;
    expect(page.myProgress).toMatchObject({ done: ['attended'], remaining: [] });
    expect(page.myProgress!.completedAt).not.toBeNull();
    const credits = await t.deps.db
      .select({ hours: learningHourEntries.hours })
      .from(learningHourEntries)
      .where(
        and(
          eq(learningHourEntries.tenantId, tenantId),
          eq(learningHourEntries.userId, id.teacher!),
          eq(learningHourEntries.source, 'activity'),
          eq(learningHourEntries.sourceRef, String(activityId)),
        ),
      );
    expect(credits.map((entry) => entry.hours)).toEqual([1.5]);

    // Once per person; not for someone who did not join; not without a session; not another tenant's. Each with the
    // digits shown at the time it is sent, so a slow run does not make them expire first.
    const current = () => issueCheckInCode(key(), tenantId, activityId, new Date()).typed;
    await refusedWithoutWrites(() => checkIn(who.teacher, activityId, current()), 409, 4853);
    await refusedWithoutWrites(() => checkIn(who.expert, activityId, current()), 403, 4856);
    await refusedWithoutWrites(() => checkIn(undefined, activityId, current()), 401);
    await refusedWithoutWrites(() => checkIn(who.otherTeacher, activityId, current(), { tenant: DONGCHENG }), 422, 4851);
  });

  it('refuses digits read off the screen a while ago as expired, and other digits as not valid, writing nothing', async () => {
    const activityId = await onlineActivity();
    const now = new Date();
    const earlier = issueCheckInCode(key(), tenantId, activityId, new Date(now.getTime() - 5 * MINUTE)).typed;
    // Digits that are none of the recent windows' codes (the current one, the previous one, or one recognised as expired).
    const recent = new Set(
      Array.from({ length: 30 }, (_, back) => issueCheckInCode(key(), tenantId, activityId, new Date(now.getTime() - back * 30_000)).typed),
    );
    let wrong = 0;
    while (recent.has(String(wrong).padStart(6, '0'))) wrong += 1;
    await refusedWithoutWrites(() => checkIn(who.teacher, activityId, earlier), 409, 4852);
    await refusedWithoutWrites(() => checkIn(who.teacher, activityId, String(wrong).padStart(6, '0')), 422, 4851);
    await refusedWithoutWrites(() => checkIn(who.teacher, activityId, '12345'), 422, 4851);
    await refusedWithoutWrites(() => checkIn(who.teacher, activityId, '１２３４５６'), 400);
  });

  it('records a person once when the same digits arrive twice at once', async () => {
    const activityId = await onlineActivity();
    const { typed } = issueCheckInCode(key(), tenantId, activityId, new Date());
    const answers = await Promise.all([checkIn(who.backbone, activityId, typed), checkIn(who.backbone, activityId, typed)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await attendance(activityId)).attendedCount).toBe(1);
  });

  it('shows the digits to the organiser only, and takes no check-in once the activity has ended', async () => {
    const activityId = await onlineActivity();
    const showCode = (login: LoginInfo | undefined) =>
      t.call('GET', '/research/attendance/code', { ...as(login), query: { activityId: String(activityId) } });
    // A participant reads the digits in the meeting, never from the API; nor does a participant mark anyone.
    expect((await showCode(who.teacher)).statusCode).toBe(403);
    expect((await showCode(undefined)).statusCode).toBe(401);
    await refusedWithoutWrites(
      () => post(who.teacher, '/research/attendance/mark', { activityId, userIds: [id.backbone], present: true }),
      403,
    );

    // The meeting is over: digits that were on the screen a moment ago no longer check anyone in.
    const shownBeforeTheEnd = issueCheckInCode(key(), tenantId, activityId, new Date()).typed;
    await t.deps.db
      .update(researchActivities)
      .set({ startsAt: new Date(Date.now() - 120 * MINUTE), endsAt: new Date(Date.now() - MINUTE) })
      .where(and(eq(researchActivities.tenantId, tenantId), eq(researchActivities.id, activityId)));
    expect((await showCode(who.district_admin)).statusCode).toBe(409);
    await refusedWithoutWrites(() => checkIn(who.teacher, activityId, shownBeforeTheEnd), 409, 4854);
    expect((await attendance(activityId)).attendedCount).toBe(0);
  });

  it('lets the organiser show the code and mark people by hand from shortly before the start, not earlier', async () => {
    const soon = await onlineActivity(60);
    const showCode = (activityId: number) =>
      t.call('GET', '/research/attendance/code', { ...as(who.district_admin), query: { activityId: String(activityId) } });
    expect((await showCode(soon)).statusCode).toBe(200);
    const marked = await post(who.district_admin, '/research/attendance/mark', { activityId: soon, userIds: [id.backbone], present: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await attendance(soon)).records.find((row) => row.person.userId === id.backbone)).toMatchObject({
      attended: true,
      method: 'manual',
    });

    const tomorrow = await onlineActivity(24 * 60);
    expect((await showCode(tomorrow)).statusCode).toBe(409);
    await refusedWithoutWrites(
      () => checkIn(who.teacher, tomorrow, issueCheckInCode(key(), tenantId, tomorrow, new Date()).typed),
      409,
      4854,
    );
    await refusedWithoutWrites(
      () => post(who.district_admin, '/research/attendance/mark', { activityId: tomorrow, userIds: [id.teacher], present: true }),
      409,
      4854,
    );
  });
});
