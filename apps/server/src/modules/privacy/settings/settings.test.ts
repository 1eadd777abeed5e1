import type { LoginInfo } from '@yanxiu/contract/auth';
import type { PrivacyNotice, PrivacySettings } from '@yanxiu/contract/privacy-erasure';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@server/db/schema/identity';
import { privacyNoticeAcceptances, privacySettings } from '@server/db/schema/privacy-erasure';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { applyRetentionAcrossTenants } from './retention.service';

let t: TestApp;
const who: Record<string, LoginInfo> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['teacher', 'backbone', 'school_admin', 'district_admin', 'platform_admin']) who[name] = await t.login(name);
  who.dongchengAdmin = await t.login('district_admin', DONGCHENG);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
});
afterAll(() => t.close());

const as = (login: LoginInfo | undefined) => (login ? { token: login.access_token } : {});
const settingsOf = async (login: LoginInfo, tenant = {}) =>
  (await t.call('GET', '/privacy/manage/settings', { ...as(login), ...tenant })).json().data as PrivacySettings;
const save = (login: LoginInfo | undefined, body: unknown, tenant = {}) =>
  t.call('POST', '/privacy/manage/settings/save', { ...as(login), body, ...tenant });
const notice = async (login: LoginInfo, tenant = {}) =>
  (await t.call('GET', '/privacy/notice', { ...as(login), ...tenant })).json().data as PrivacyNotice;
const valid = { noticeVersion: 1, noticeText: '我们仅为研修管理使用您的个人信息。', signInHistoryDays: 90, exportArchiveDays: 5 };

describe('consent and retention settings', () => {
  it('the defaults until saved; only the tenant’s district admin reads and saves, at the version read; bad input writes nothing', async () => {
    expect(await settingsOf(who.district_admin!)).toEqual({
      noticeVersion: 0,
      noticeText: '',
      signInHistoryDays: 180,
      exportArchiveDays: 7,
      version: 1,
      updatedAt: null,
    });
    for (const login of [who.teacher, who.school_admin, who.platform_admin]) {
      expect((await t.call('GET', '/privacy/manage/settings', as(login))).statusCode).toBe(403);
      expect((await save(login, { ...valid, version: 1 })).statusCode).toBe(403);
    }
    expect((await save(undefined, { ...valid, version: 1 })).statusCode).toBe(401);
    expect((await save(who.district_admin, { ...valid, signInHistoryDays: 1, version: 1 })).statusCode).toBe(400);
    expect((await save(who.district_admin, { ...valid, exportArchiveDays: 31, version: 1 })).statusCode).toBe(400);
    expect((await save(who.district_admin, { ...valid, version: 4 })).statusCode).toBe(409);
    expect(await countRows(t.deps.db, privacySettings)).toBe(0);

    const saved = await save(who.district_admin, { ...valid, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ ...valid, version: 2 });
    // A second save at the old version is stale; the notice version never goes back.
    expect((await save(who.district_admin, { ...valid, version: 1 })).statusCode).toBe(409);
    const backwards = await save(who.district_admin, { ...valid, noticeVersion: 0, version: 2 });
    expect(backwards.statusCode).toBe(422);
    // Another district keeps its own.
    expect(await settingsOf(who.dongchengAdmin!, { tenant: DONGCHENG })).toMatchObject({ noticeVersion: 0, version: 1 });
  });

  it('a teacher must accept the required version, once, with its time; a newer version asks again', async () => {
    expect(await notice(who.teacher!)).toMatchObject({ noticeVersion: 1, mustAccept: true, acceptedAt: null });
    expect(await notice(who.district_admin!)).toMatchObject({ noticeVersion: 1, mustAccept: false });
    expect(await notice(who.dongchengTeacher!, { tenant: DONGCHENG })).toMatchObject({ noticeVersion: 0, mustAccept: false });
    expect((await t.call('POST', '/privacy/notice/accept', { ...as(who.teacher), body: { noticeVersion: 2 } })).statusCode).toBe(409);
    expect((await t.call('POST', '/privacy/notice/accept', { ...as(who.teacher), body: { noticeVersion: 'x' } })).statusCode).toBe(400);
    expect((await t.call('POST', '/privacy/notice/accept', { body: { noticeVersion: 1 } })).statusCode).toBe(401);

    const accepted = await t.call('POST', '/privacy/notice/accept', { ...as(who.teacher), body: { noticeVersion: 1 } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const first = (accepted.json().data as PrivacyNotice).acceptedAt;
    expect(first).toMatch(/^\d{4}-/);
    const again = await t.call('POST', '/privacy/notice/accept', { ...as(who.teacher), body: { noticeVersion: 1 } });
    expect((again.json().data as PrivacyNotice).acceptedAt).toBe(first);
    expect(await notice(who.teacher!)).toMatchObject({ mustAccept: false, acceptedAt: first });
    expect(await countRows(t.deps.db, privacyNoticeAcceptances)).toBe(1);

    const current = await settingsOf(who.district_admin!);
    expect((await save(who.district_admin, { ...valid, noticeVersion: 2, version: current.version })).statusCode).toBe(200);
    expect(await notice(who.teacher!)).toMatchObject({ noticeVersion: 2, mustAccept: true, acceptedAt: null });
  });

  it('the retention sweep removes sign-ins that ended before the tenant’s days, never an open session', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    const userId = Number(who.backbone!.userId);
    const [owner] = await t.deps.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId));
    const tenantId = owner!.tenantId;
    const session = (ended: Date, revoked: boolean) => ({
      tenantId,
      id: randomUUID(),
      userId,
      tokenHash: randomUUID(),
      createdAt: daysAgo(400),
      lastSeenAt: ended,
      expiresAt: ended,
      maxExpiresAt: ended,
      revokedAt: revoked ? ended : null,
    });
    // The demo tenant keeps 90 days (saved above): a sign-out 100 days ago goes, one 30 days ago stays.
    const old = session(daysAgo(100), true);
    const lapsed = session(daysAgo(95), false);
    const recent = session(daysAgo(30), true);
    await t.deps.db.insert(sessions).values([old, lapsed, recent]);
    const kept = async (id: string) => (await t.deps.db.select({ n: count() }).from(sessions).where(eq(sessions.id, id)))[0]!.n;

    expect(await applyRetentionAcrossTenants(t.deps, t.app.log, now)).toBeGreaterThanOrEqual(2);
    expect(await kept(old.id)).toBe(0);
    expect(await kept(lapsed.id)).toBe(0);
    expect(await kept(recent.id)).toBe(1);
    // Every signed-in caller still is.
    expect((await t.call('GET', '/privacy/notice', as(who.backbone))).statusCode).toBe(200);
  });
});
