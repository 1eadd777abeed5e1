import type { LoginInfo } from '@yanxiu/contract/auth';
import type { TodoListPage } from '@yanxiu/contract/todo';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/identity';
import { notificationMessages } from '@server/db/schema/notifications';
import { researchActivities, researchActivityStages, researchParticipants } from '@server/db/schema/research';
import { tenants } from '@server/db/schema/tenants';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

// What a participant hears and keeps to do around an activity: completing it (here by a first post in its
// discussion) credits its hours and tells them so, once; an activity that has ended leaves their to-do list.

let t: TestApp;
let tenantId: TenantId;
const who: Record<string, LoginInfo> = {};
const id: Record<string, number> = {};
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'school_admin']) {
    who[name] = await t.login(name);
    id[name] = Number(who[name]!.userId);
  }
  const [demo] = await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo'));
  tenantId = asTenantId(demo!.id);
});
afterAll(() => t.close());

/** A published activity of the school admin's unit with a discussion, completed by posting, the teacher joined. */
async function joinedActivity(title: string, startsIn: number, lastsMinutes: number): Promise<{ id: number; discussion: number }> {
  const [creator] = await t.deps.db
    .select({ unitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id.school_admin!)));
  const startsAt = new Date(Date.now() + startsIn * MINUTE);
  const [row] = await t.deps.db
    .insert(researchActivities)
    .values({
      tenantId,
      kind: 'seminar',
      title,
      organiserUnitId: creator!.unitId,
      mode: 'offline',
      place: '会议室',
      startsAt,
      endsAt: new Date(startsAt.getTime() + lastsMinutes * MINUTE),
      audience: 'open',
      creditHours: 2,
      completionRule: ['posted'],
      status: 'published',
      createdBy: id.school_admin!,
    })
    .returning({ id: researchActivities.id });
  const [stage] = await t.deps.db
    .insert(researchActivityStages)
    .values({ tenantId, activityId: row!.id, position: 1, kind: 'discussion', title: '研讨' })
    .returning({ id: researchActivityStages.id });
  await t.deps.db.insert(researchParticipants).values({ tenantId, activityId: row!.id, userId: id.teacher! });
  return { id: row!.id, discussion: stage!.id };
}

const creditNotices = () =>
  t.deps.db
    .select({ params: notificationMessages.params, link: notificationMessages.link, audience: notificationMessages.audience })
    .from(notificationMessages)
    .where(and(eq(notificationMessages.tenantId, tenantId), eq(notificationMessages.kind, 'hours.credited')));

async function unfinishedTodo(): Promise<TodoListPage> {
  const response = await t.call('GET', '/todo/list', {
    token: who.teacher!.access_token,
    query: { kind: 'research.unfinished', size: '50' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TodoListPage;
}

describe('a participant of an activity', () => {
  it('is told once that the hours of the activity they completed were credited', async () => {
    const activity = await joinedActivity('单元作业设计研讨', -10, 90);
    const before = (await creditNotices()).length;
    const post = (text: string) =>
      t.call('POST', '/research/discussion/posts/create', {
        token: who.teacher!.access_token,
        body: { stageId: activity.discussion, text },
      });
    const first = await post('分层作业的设计思路');
    expect(first.statusCode, first.body).toBe(200);
    const told = (await creditNotices()).slice(before);
    expect(told).toEqual([
      { params: { title: '单元作业设计研讨', count: 2 }, link: '/studyTime', audience: { kind: 'users', userIds: [id.teacher] } },
    ]);
    // A second post completes nothing and credits nothing: no second notice.
    expect((await post('补充一点')).statusCode).toBe(200);
    expect(await creditNotices()).toHaveLength(before + 1);
  });

  it('keeps an activity as a to-do until it ends, not after', async () => {
    const running = await joinedActivity('正在进行的观课活动', -10, 90);
    const ended = await joinedActivity('已经结束的观课活动', -180, 60);
    const todo = await unfinishedTodo();
    const ids = todo.records.map((item) => Number(item.id));
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(ended.id);
    expect(todo.counts.find((count) => count.kind === 'research.unfinished')?.count).toBe(todo.total);
  });
});
