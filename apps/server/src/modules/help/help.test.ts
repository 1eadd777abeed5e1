import type { LoginInfo } from '@yanxiu/contract/auth';
import type { HelpPage } from '@yanxiu/contract/help';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpEntries, helpVotes } from '@server/db/schema/help';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin']) who[name] = await t.login(name);
  who.dongcheng = await t.login('teacher', DONGCHENG);
});
afterAll(() => t.close());

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const list = async (login: LoginInfo, query: Record<string, string> = {}) =>
  (await t.call('GET', '/help/list', { ...as(login), query })).json().data as HelpPage;
const snapshot = async () => ({ entries: await countRows(t.deps.db, helpEntries), votes: await countRows(t.deps.db, helpVotes) });
const entry = {
  kind: 'faq',
  category: 'account',
  title: '如何修改手机号？',
  bodyHtml: '<p>在<em>个人资料</em>中修改。</p><img src=x onerror=alert(1)>',
};

describe('help', () => {
  it('lists the seeded entries by category, filters and searches', async () => {
    const all = await list(who.teacher!);
    expect(all.total).toBeGreaterThan(3);
    expect(all.records[0]!.category).toBe('account');
    const training = await list(who.teacher!, { category: 'training' });
    expect(training.records.every((row) => row.category === 'training')).toBe(true);
    expect((await list(who.teacher!, { keyword: '学时' })).records.map((row) => row.title)).toContain('观看视频为什么没有记学时？');
    expect((await t.call('GET', '/help/list', { ...as(who.teacher), query: { category: 'nope' } })).statusCode).toBe(400);
    expect((await t.call('GET', '/help/list')).statusCode).toBe(401);
    // Another tenant has its own help (the demo seeds only the demo tenant).
    expect((await t.call('GET', '/help/list', { ...as(who.dongcheng), tenant: DONGCHENG })).json().data.total).toBe(0);
  });

  it('counts "helpful" once per user, even when sent at once', async () => {
    const [first] = (await list(who.teacher!)).records;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/help/helpful', { ...as(who.teacher), body: { id: first!.id } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const counts = answers.map((answer) => answer.json().data.helpfulCount as number);
    expect(Math.max(...counts)).toBe(first!.helpfulCount + 1);
    await t.call('POST', '/help/helpful', { ...as(who.backbone), body: { id: first!.id } });
    const after = (await list(who.teacher!)).records.find((row) => row.id === first!.id)!;
    expect(after).toMatchObject({ helpfulCount: first!.helpfulCount + 2, helpful: true });
    expect((await t.call('POST', '/help/helpful', { ...as(who.dongcheng), tenant: DONGCHENG, body: { id: first!.id } })).statusCode).toBe(
      404,
    );
    expect((await t.call('POST', '/help/helpful', { body: { id: first!.id } })).statusCode).toBe(401);
  });

  it('district staff write (sanitised), edit at the version read and delete; others may not; bad input writes nothing', async () => {
    const before = await snapshot();
    expect((await t.call('POST', '/help/manage/save', { ...as(who.teacher), body: entry })).statusCode).toBe(403);
    expect((await t.call('POST', '/help/manage/save', { ...as(who.school_admin), body: entry })).statusCode).toBe(403);
    expect((await t.call('POST', '/help/manage/save', { body: entry })).statusCode).toBe(401);
    expect((await t.call('POST', '/help/manage/save', { ...as(who.district_admin), body: { ...entry, title: '' } })).statusCode).toBe(400);
    expect(
      (await t.call('POST', '/help/manage/save', { ...as(who.district_admin), body: { ...entry, bodyHtml: '<img src=x>' } })).statusCode,
    ).toBe(422);
    expect(await snapshot()).toEqual(before);

    const saved = await t.call('POST', '/help/manage/save', { ...as(who.district_admin), body: entry });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, version } = saved.json().data;
    const found = (await list(who.teacher!, { keyword: '手机号' })).records[0]!;
    expect(found.bodyHtml).toBe('<p>在<em>个人资料</em>中修改。</p>');
    const edited = await t.call('POST', '/help/manage/save', {
      ...as(who.district_admin),
      body: { ...entry, title: '如何更换手机号？', id, version },
    });
    expect(edited.json().data).toEqual({ id, version: version + 1 });
    expect((await t.call('POST', '/help/manage/save', { ...as(who.district_admin), body: { ...entry, id, version } })).statusCode).toBe(
      409,
    );
    expect((await t.call('POST', '/help/manage/delete', { ...as(who.district_admin), body: { id, version } })).statusCode).toBe(409);
    expect(
      (await t.call('POST', '/help/manage/delete', { ...as(who.district_admin), body: { id, version: version + 1 } })).statusCode,
    ).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
