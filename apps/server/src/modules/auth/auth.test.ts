import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { loginThrottles, sessions, users } from '@server/db/schema/identity';
import { countRows } from '@server-test/support/db-state';
import { createTestApp, DEMO, DEMO_PASSWORD, DONGCHENG, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('POST /oauthService/login', () => {
  beforeEach(async () => {
    t = await createTestApp({ LOGIN_SLOW_AFTER: '3', LOGIN_SLOW_BASE_SECONDS: '60', LOGIN_LOCK_AFTER: '5', LOGIN_ADDRESS_LOCK_AFTER: '8' });
  });

  it('signs in and returns the login info the client stores', async () => {
    const response = await t.call('POST', '/oauthService/login', { body: { username: 'Teacher', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ appId: 'yxdemo', token_type: 'Bearer', roles: ['teacher'], needConfirm: false });
    expect(body.data.userId).toMatch(/^\d+$/);
    expect(body.data.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.access_token.length).toBeGreaterThanOrEqual(40);
    // The database keeps only a hash of the token.
    const [stored] = await t.deps.db.select().from(sessions);
    expect(stored?.tokenHash).not.toContain(body.data.access_token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks a teacher who never confirmed their information to do so', async () => {
    expect((await t.login('newteacher')).needConfirm).toBe(true);
    expect((await t.login('district_admin')).needConfirm).toBe(false);
  });

  it('stores passwords as argon2id at the OWASP cost', async () => {
    const [user] = await t.deps.db.select({ hash: users.passwordHash }).from(users).limit(1);
    expect(user?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    for (const body of [{ username: 'teacher' }, { username: '', password: 'x' }, { username: 'a'.repeat(65), password: 'x' }, {}]) {
      const response = await t.call('POST', '/oauthService/login', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, status: 4000, data: { issues: expect.any(Array) } });
    }
    const malformed = await t.call('POST', '/oauthService/login', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await t.call('POST', '/oauthService/login', { body: '<username>teacher</username>', headers: { 'content-type': 'application/xml' } });
    expect(wrongType.statusCode).toBe(415);
    expect(await countRows(t.deps.db, sessions)).toBe(0);
    expect(await countRows(t.deps.db, loginThrottles)).toBe(0);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await t.call('POST', '/oauthService/login', { body: { username: 'teacher', password: 'nope' } });
    const unknown = await t.call('POST', '/oauthService/login', { body: { username: 'nobody', password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 1002, msg: '用户名或密码错误' });
    expect(await countRows(t.deps.db, sessions)).toBe(0);
  });

  it('answers in English when asked', async () => {
    const response = await t.call('POST', '/oauthService/login', {
      body: { username: 'teacher', password: 'nope' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.json().msg).toBe('Wrong username or password');
  });

  it('slows repeated failures, then locks the account even for the right password', async () => {
    const attempt = (password: string, remoteAddress = '10.0.0.1') =>
      t.call('POST', '/oauthService/login', { body: { username: 'teacher', password }, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).statusCode).toBe(401);
    const slowed = await attempt(DEMO_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 1004, data: { retryAfterSeconds: expect.any(Number) } });
    expect(slowed.headers['retry-after']).toBeDefined();

    // Let the wait pass (as if time went by) and fail twice more: the fifth failure locks.
    await t.deps.db.update(loginThrottles).set({ lastFailureAt: new Date(Date.now() - 3_600_000) });
    expect((await attempt('wrong')).statusCode).toBe(401);
    await t.deps.db.update(loginThrottles).set({ lastFailureAt: new Date(Date.now() - 3_600_000) });
    const locked = await attempt('wrong');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(1003);
    await t.deps.db.update(loginThrottles).set({ lastFailureAt: new Date(Date.now() - 3_600_000) });
    const stillLocked = await attempt(DEMO_PASSWORD);
    expect(stillLocked.json().code).toBe(1003);
    expect(await countRows(t.deps.db, sessions)).toBe(0);
    // Another account is not affected.
    expect((await t.call('POST', '/oauthService/login', { body: { username: 'backbone', password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });

  it('throttles unknown usernames exactly like real ones', async () => {
    const attempt = (username: string) => t.call('POST', '/oauthService/login', { body: { username, password: 'x' }, remoteAddress: '10.0.0.2' });
    for (let i = 0; i < 3; i++) await attempt('ghost');
    for (let i = 0; i < 3; i++) await attempt('teacher');
    expect((await attempt('ghost')).json().code).toBe((await attempt('teacher')).json().code);
  });

  it('locks an address that fails across many accounts', async () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const username of names) await t.call('POST', '/oauthService/login', { body: { username, password: 'x' }, remoteAddress: '10.9.9.9' });
    const fromThere = await t.call('POST', '/oauthService/login', { body: { username: 'teacher', password: DEMO_PASSWORD }, remoteAddress: '10.9.9.9' });
    expect(fromThere.statusCode).toBe(429);
    const fromElsewhere = await t.call('POST', '/oauthService/login', { body: { username: 'teacher', password: DEMO_PASSWORD }, remoteAddress: '10.9.9.10' });
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('refuses a disabled account once the password is right', async () => {
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'idle'));
    const response = await t.call('POST', '/oauthService/login', { body: { username: 'idle', password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(1005);
  });

  it('keeps tenants apart: the appId must match the host and accounts are per tenant', async () => {
    const mismatch = await t.call('POST', '/oauthService/login', {
      tenant: { host: 'localhost', appId: DONGCHENG.appId },
      body: { username: 'teacher', password: DEMO_PASSWORD },
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe(4103);
    const missing = await t.call('POST', '/oauthService/login', { withoutAppId: true, body: { username: 'teacher', password: DEMO_PASSWORD } });
    expect(missing.statusCode).toBe(400);
    const unknownHost = await t.call('POST', '/oauthService/login', {
      tenant: { host: 'evil.example.com', appId: 'yxdemo' },
      body: { username: 'teacher', password: DEMO_PASSWORD },
    });
    expect(unknownHost.statusCode).toBe(404);
    const demo = await t.login('teacher', DEMO);
    const district = await t.login('teacher', DONGCHENG);
    expect(district.appId).toBe('yx110101');
    expect(district.userId).not.toBe(demo.userId);
  });
});

describe('session calls', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('checkToken answers for a live session, 1001 without one', async () => {
    const info = await t.login('teacher');
    const ok = await t.call('GET', `/oauthService/checkToken/${info.tokenId}`, { token: info.access_token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ active: true, userId: info.userId, tokenId: info.tokenId, appId: 'yxdemo' });

    const none = await t.call('GET', `/oauthService/checkToken/${info.tokenId}`);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 1001, status: 1001 });
    const forged = await t.call('GET', `/oauthService/checkToken/${info.tokenId}`, { token: 'forged-token' });
    expect(forged.json().status).toBe(1001);
  });

  it('checkToken rejects a malformed id (400) and somebody else\'s session id (403)', async () => {
    const mine = await t.login('teacher');
    const theirs = await t.login('backbone');
    expect((await t.call('GET', '/oauthService/checkToken/not-a-uuid', { token: mine.access_token })).statusCode).toBe(400);
    expect((await t.call('GET', `/oauthService/checkToken/${theirs.tokenId}`, { token: mine.access_token })).statusCode).toBe(403);
  });

  it("a token is worthless on another tenant's host", async () => {
    const info = await t.login('teacher', DEMO);
    const response = await t.call('GET', `/oauthService/checkToken/${info.tokenId}`, { tenant: DONGCHENG, token: info.access_token });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(1001);
  });

  it('an expired session is refused with 1001', async () => {
    const info = await t.login('teacher');
    await t.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.call('GET', `/oauthService/checkToken/${info.tokenId}`, { token: info.access_token });
    expect(response.json().status).toBe(1001);
  });

  it('quitLogin ends the session at once and only one\'s own', async () => {
    const mine = await t.login('teacher');
    const theirs = await t.login('backbone');
    const notMine = await t.call('GET', `/oauthService/quitLogin/${theirs.tokenId}`, { token: mine.access_token });
    expect(notMine.statusCode).toBe(403);
    expect((await t.call('GET', `/oauthService/checkToken/${theirs.tokenId}`, { token: theirs.access_token })).statusCode).toBe(200);
    expect((await t.call('GET', '/oauthService/quitLogin/xyz', { token: mine.access_token })).statusCode).toBe(400);
    expect((await t.call('GET', `/oauthService/quitLogin/${mine.tokenId}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/oauthService/quitLogin/${mine.tokenId}`, { tenant: DONGCHENG, token: mine.access_token })).statusCode).toBe(401);

    const quit = await t.call('GET', `/oauthService/quitLogin/${mine.tokenId}`, { token: mine.access_token });
    expect(quit.json()).toMatchObject({ code: 0 });
    const after = await t.call('GET', `/oauthService/checkToken/${mine.tokenId}`, { token: mine.access_token });
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(1001);
  });

  it('changePassword keeps this session, ends the others and is audited', async () => {
    const here = await t.login('teacher');
    const elsewhere = await t.login('teacher');
    const response = await t.call('POST', '/oauthService/changePassword', {
      token: here.access_token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ endedSessions: 1 });
    expect((await t.call('GET', `/oauthService/checkToken/${here.tokenId}`, { token: here.access_token })).statusCode).toBe(200);
    expect((await t.call('GET', `/oauthService/checkToken/${elsewhere.tokenId}`, { token: elsewhere.access_token })).statusCode).toBe(401);
    await expect(t.login('teacher')).rejects.toThrow();
    expect((await t.login('teacher', DEMO, 'NewPass2026')).userId).toBe(here.userId);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_changed'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorUserId).toBe(Number(here.userId));
  });

  it('changePassword refuses a wrong current password, a weak new one and bad input, changing nothing', async () => {
    const here = await t.login('teacher');
    const other = await t.login('teacher');
    const wrong = await t.call('POST', '/oauthService/changePassword', { token: here.access_token, body: { oldPassword: 'x', newPassword: 'NewPass2026' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe(1006);
    for (const newPassword of ['short1', 'lettersonly', '12345678', DEMO_PASSWORD]) {
      const weak = await t.call('POST', '/oauthService/changePassword', { token: here.access_token, body: { oldPassword: DEMO_PASSWORD, newPassword } });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().code).toBe(1007);
    }
    const bad = await t.call('POST', '/oauthService/changePassword', { token: here.access_token, body: { oldPassword: DEMO_PASSWORD } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.call('POST', '/oauthService/changePassword', { body: { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass2026' } });
    expect(anonymous.statusCode).toBe(401);
    const crossTenant = await t.call('POST', '/oauthService/changePassword', {
      tenant: DONGCHENG,
      token: here.access_token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass2026' },
    });
    expect(crossTenant.statusCode).toBe(401);
    expect((await t.call('GET', `/oauthService/checkToken/${other.tokenId}`, { token: other.access_token })).statusCode).toBe(200);
    expect((await t.login('teacher')).userId).toBe(here.userId);
    expect(await countRows(t.deps.db, auditLog)).toBe(0);
  });
});
