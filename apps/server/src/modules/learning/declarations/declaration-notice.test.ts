import type { Declaration } from '@yanxiu/contract/learning-hours';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@server/db/schema/notifications';
import { client, setUp, type Env } from '@server/modules/learning/hours/hours.fixtures';

// A teacher hears that declared hours reached their ledger when the school approves the declaration, and hears
// nothing of hours from a rejection.

let env: Env;
const c = client(() => env);
beforeAll(async () => {
  env = await setUp();
});
afterAll(async () => {
  await env.close();
});

async function declared(title: string): Promise<Declaration> {
  const fileId = await c.upload(env.who.teacher!);
  const response = await c.post('/learning/declarations/create', env.who.teacher, {
    title,
    organiser: '市教师发展中心',
    category: 'ethics',
    hours: 1.5,
    activityOn: '2026-03-10',
    evidenceFileIds: [fileId],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Declaration;
}

const noticesOf = (kind: string) =>
  env.t.deps.db
    .select({ params: notificationMessages.params, link: notificationMessages.link, audience: notificationMessages.audience })
    .from(notificationMessages)
    .where(and(eq(notificationMessages.tenantId, env.tenantId), eq(notificationMessages.kind, kind)));

describe('an approved hours declaration', () => {
  it('tells the teacher the hours were credited; a rejected one does not', async () => {
    const before = (await noticesOf('hours.credited')).length;
    const approved = await declared('市级班主任培训');
    const decided = await c.post('/learning/manage/declarations/decide', env.who.school_admin, {
      id: approved.id,
      decision: 'approve',
      version: approved.version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await noticesOf('hours.credited')).slice(before)).toEqual([
      { params: { title: '市级班主任培训', count: 1.5 }, link: '/studyTime', audience: { kind: 'users', userIds: [env.id('teacher')] } },
    ]);

    const rejected = await declared('不相关的讲座');
    const refused = await c.post('/learning/manage/declarations/decide', env.who.school_admin, {
      id: rejected.id,
      decision: 'reject',
      comment: '与本年度培训要求无关',
      version: rejected.version,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await noticesOf('hours.credited')).toHaveLength(before + 1);
  });
});
