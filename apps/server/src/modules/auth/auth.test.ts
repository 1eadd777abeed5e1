import type { LoginChallenge } from '@yanxiu/contract/auth';
import { PASSWORD_PROBLEMS, type PasswordProblem } from '@yanxiu/contract/password-rules';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { loginChallengeUses, loginThrottles, sessions, users } from '@server/db/schema/identity';
import { countAllRows, countRows } from '@server-test/support/db-state';
import { createTestApp, DEMO, DEMO_PASSWORD, DONGCHENG, type TestApp } from '@server-test/support/test-app';
import { authModule } from './auth.module';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

// A pair slows after 3 failures (a minute, doubling), an address must solve challenges after 8, an account name asks
// failing addresses for a challenge after 5; the challenge is made cheap (the real one takes a browser about a second).
const THROTTLED = {
  LOGIN_SLOW_AFTER: '3',
  LOGIN_SLOW_BASE_SECONDS: '60',
  LOGIN_CHALLENGE_AFTER: '5',
  LOGIN_ADDRESS_CHALLENGE_AFTER: '8',
  LOGIN_CHALLENGE_COST: '1',
  LOGIN_CHALLENGE_MAX_NUMBER: '50',
};

/** A sign-in attempt from an address, with an optional solved challenge. */
const signIn = (username: string, password: string, remoteAddress: string, challengeSolution?: string, tenant = DEMO) =>
  t.call('POST', '/oauthService/login', {
    tenant,
    body: { username, password, ...(challengeSolution ? { challengeSolution } : {}) },
    remoteAddress,
  });

/** Fetches a challenge (from an address) and solves it as the web app does, answering the payload sign-in takes. */
async function solvedChallenge(tenant = DEMO, remoteAddress?: string): Promise<string> {
  const response = await t.call('GET', '/oauthService/loginChallenge', { tenant, ...(remoteAddress ? { remoteAddress } : {}) });
  expect(response.statusCode).toBe(200);
  const challenge = response.json().data as LoginChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const auditsOf = (action: string) => t.deps.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('POST /oauthService/login', () => {
  beforeEach(async () => {
    t = await createTestApp(THROTTLED);
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
    const tooLongSolution = { username: 'teacher', password: 'x', challengeSolution: 'A'.repeat(4097) };
    for (const body of [
      { username: 'teacher' },
      { username: '', password: 'x' },
      { username: 'a'.repeat(65), password: 'x' },
      {},
      tooLongSolution,
    ]) {
      const response = await t.call('POST', '/oauthService/login', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4000, status: 4000, data: { issues: expect.any(Array) } });
    }
    const malformed = await t.call('POST', '/oauthService/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await t.call('POST', '/oauthService/login', {
      body: '<username>teacher</username>',
      headers: { 'content-type': 'application/xml' },
    });
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

  it('lets the real user at a clean address in at the first try every time, however an attacker elsewhere fails', async () => {
    // The attack of the probe: one wrong password for a known staff account name, again after every Retry-After.
    const answers: number[] = [];
    for (let round = 0; round < 12; round++) {
      const attack = await signIn('school_admin', `guess-${round}`, '10.66.6.6');
      expect(attack.statusCode).toBeGreaterThanOrEqual(400);
      expect(attack.statusCode).toBeLessThan(500);
      answers.push(attack.json().code);
      // The attacker waits as told (time passes in the counters).
      if (attack.statusCode === 429) await t.deps.db.update(loginThrottles).set({ lastFailureAt: new Date(Date.now() - 3_600_000) });
      const real = await signIn('school_admin', DEMO_PASSWORD, '10.1.1.1');
      expect(real.statusCode, `round ${round}: ${real.body}`).toBe(200);
    }
    // The attack went through every stage: wrong password, slowed, then asked for a challenge it does not solve.
    expect(answers).toEqual([1002, 1002, 1002, 1004, 1002, 1004, 1002, 1004, 1008, 1008, 1008, 1008]);
    expect(await countRows(t.deps.db, sessions)).toBe(12);
    // Staff learn of it once, when the name reached the threshold.
    expect(await auditsOf('auth.sign_in_challenge_required')).toMatchObject([{ entityId: 'school_admin', ip: '10.66.6.6' }]);
  });

  it('slows a pair that keeps failing, and only that pair; a correct password from there may wait', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('teacher', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const slowed = await signIn('teacher', DEMO_PASSWORD, '10.0.0.1');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ code: 1004, data: { retryAfterSeconds: 60 } });
    expect(slowed.headers['retry-after']).toBe('60');
    // Neither the account name from elsewhere nor that address for another name is slowed.
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    expect((await signIn('backbone', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    // Once the wait has passed (as if time went by) the right password gets in and the pair starts afresh.
    await t.deps.db.update(loginThrottles).set({ lastFailureAt: new Date(Date.now() - 3_600_000) });
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    const pairs = await t.deps.db.select().from(loginThrottles).where(eq(loginThrottles.scope, 'pair'));
    expect(pairs).toEqual([]);
  });

  it('throttles unknown usernames exactly like real ones', async () => {
    const attempt = (username: string) =>
      t.call('POST', '/oauthService/login', { body: { username, password: 'x' }, remoteAddress: '10.0.0.2' });
    for (let i = 0; i < 3; i++) await attempt('ghost');
    for (let i = 0; i < 3; i++) await attempt('teacher');
    expect((await attempt('ghost')).json().code).toBe((await attempt('teacher')).json().code);
  });

  it('asks an address that fails across many names for a challenge for every name, never a wait, and alerts staff once', async () => {
    // One shared address (a proxy without TRUST_PROXY hides a whole district behind it) fails across names.
    for (const username of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) expect((await signIn(username, 'x', '10.9.9.9')).statusCode).toBe(401);
    for (const username of ['teacher', 'backbone', 'nobody']) {
      expect((await signIn(username, username === 'nobody' ? 'x' : DEMO_PASSWORD, '10.9.9.9')).json()).toMatchObject({ code: 1008 });
    }
    // A real teacher behind it gets in at the first try with the challenge solved (the web app does it unasked).
    expect((await signIn('teacher', DEMO_PASSWORD, '10.9.9.9', await solvedChallenge(DEMO, '10.9.9.9'))).statusCode).toBe(200);
    expect((await signIn('teacher', DEMO_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
    const alerts = await auditsOf('auth.sign_in_address_challenged');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ entityType: 'client_address', entityId: '10.9.9.9', ip: '10.9.9.9', actorUserId: null });
  });

  it('makes a spraying address do more work per guess, and refuses a cheap challenge fetched from a clean address', async () => {
    // Eight failures, then eight more, each paid for with a solved challenge (unsolved attempts are not even checked).
    for (let i = 0; i < 8; i++) await signIn(`sprayed${i}`, 'x', '10.8.8.8');
    for (let i = 8; i < 16; i++)
      expect((await signIn(`sprayed${i}`, 'x', '10.8.8.8', await solvedChallenge(DEMO, '10.8.8.8'))).json().code).toBe(1002);
    const cost = async (remoteAddress: string) =>
      (await t.call('GET', '/oauthService/loginChallenge', { remoteAddress })).json().data.parameters.cost as number;
    // Sixteen failures are twice the threshold: twice the standard work (LOGIN_CHALLENGE_COST 1).
    expect([await cost('10.8.8.8'), await cost('10.8.8.9')]).toEqual([2, 1]);
    const cheap = await solvedChallenge(DEMO, '10.8.8.9');
    expect((await signIn('teacher', DEMO_PASSWORD, '10.8.8.8', cheap)).json().code).toBe(1008);
    expect((await signIn('teacher', DEMO_PASSWORD, '10.8.8.8', await solvedChallenge(DEMO, '10.8.8.8'))).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64, so changing the host part does not escape the count', async () => {
    for (let i = 1; i <= 8; i++) expect((await signIn(`user${i}`, 'x', `2001:db8:aa:bb::${i}`)).statusCode).toBe(401);
    expect((await signIn('teacher', DEMO_PASSWORD, '2001:db8:aa:bb::99')).json().code).toBe(1008);
    expect((await signIn('teacher', DEMO_PASSWORD, '2001:db8:aa:cc::1')).statusCode).toBe(200);
  });

  it('asks failing addresses for a challenge once the name failed often, accepts a solved one once, and alerts staff once', async () => {
    // Five addresses guess once each: none is slowed, but the account name reaches the challenge threshold.
    for (let i = 1; i <= 5; i++) expect((await signIn('teacher', 'guess', `10.0.1.${i}`)).json().code).toBe(1002);
    const alerts = await auditsOf('auth.sign_in_challenge_required');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ entityType: 'account_name', entityId: 'teacher', after: { failures: 5, windowMinutes: 15 } });

    // A failing address must now solve a challenge, even with the right password; being refused writes nothing.
    const before = await countAllRows(t.deps.db);
    const required = await signIn('teacher', DEMO_PASSWORD, '10.0.1.1');
    expect(required.statusCode).toBe(401);
    expect(required.json()).toMatchObject({ code: 1008, status: 1008, msg: '该账号近期登录失败次数较多，请完成人机验证后重新登录' });
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.1.1', 'bm90IGEgc29sdXRpb24=')).json().code).toBe(1008);
    expect(await countAllRows(t.deps.db)).toEqual(before);
    // A clean address is never asked.
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.2.1')).statusCode).toBe(200);

    // Solved, the challenge lets the attempt be checked: a wrong password still counts, and uses the challenge up.
    const wrongWithProof = await signIn('teacher', 'guess', '10.0.1.2', await solvedChallenge());
    expect(wrongWithProof.json().code).toBe(1002);
    const solution = await solvedChallenge();
    const accepted = await signIn('teacher', DEMO_PASSWORD, '10.0.1.1', solution);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A replay is refused, from anywhere that must solve one.
    const replay = await signIn('teacher', DEMO_PASSWORD, '10.0.1.3', solution);
    expect(replay.json().code).toBe(1008);
    expect(await countRows(t.deps.db, loginChallengeUses)).toBe(2);
    // Only one alert for the window, however many failures follow.
    expect(await auditsOf('auth.sign_in_challenge_required')).toHaveLength(1);
  });

  it('refuses a tampered challenge and one issued for another tenant', async () => {
    for (let i = 1; i <= 5; i++) await signIn('teacher', 'guess', `10.0.1.${i}`);
    const solution = await solvedChallenge();
    const decoded = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    // An easier challenge of the client's own making does not carry the server's signature.
    decoded.challenge.parameters.cost = 2;
    const tampered = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.1.1', tampered)).json().code).toBe(1008);
    // The district's challenge is signed for the district.
    const elsewhere = await solvedChallenge(DONGCHENG);
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.1.1', elsewhere)).json().code).toBe(1008);
    expect(await countRows(t.deps.db, loginChallengeUses)).toBe(0);
    // The untouched one still works.
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.1.1', solution)).statusCode).toBe(200);
  });

  it('issues challenges that are never cached, and answers 1008 in English when asked', async () => {
    const response = await t.call('GET', '/oauthService/loginChallenge');
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json().data as LoginChallenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, data: { appId: 'yxdemo' } });
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await t.call('GET', '/oauthService/loginChallenge')).json().data.parameters.nonce).not.toBe(challenge.parameters.nonce);
    expect((await t.call('GET', '/oauthService/loginChallenge', { withoutAppId: true })).statusCode).toBe(400);

    for (let i = 1; i <= 5; i++) await signIn('teacher', 'guess', `10.0.1.${i}`);
    const english = await t.call('POST', '/oauthService/login', {
      body: { username: 'teacher', password: DEMO_PASSWORD },
      remoteAddress: '10.0.1.1',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().msg).toBe('This account has seen many failed sign-ins: please complete the verification and sign in again');
  });

  it('sweeps counters past their window and used challenges past their expiry, keeping the rest', async () => {
    for (let i = 1; i <= 5; i++) await signIn('teacher', 'guess', `10.0.1.${i}`);
    expect((await signIn('teacher', DEMO_PASSWORD, '10.0.1.1', await solvedChallenge())).statusCode).toBe(200);
    await signIn('backbone', 'guess', '10.0.3.1');
    const kept = await countRows(t.deps.db, loginThrottles);
    // Age teacher's counters past the window, and the used challenge past its expiry.
    const old = new Date(Date.now() - 16 * 60_000);
    await t.deps.db.update(loginThrottles).set({ windowStartedAt: old }).where(eq(loginThrottles.subject, 'teacher'));
    await t.deps.db.update(loginChallengeUses).set({ expiresAt: old });
    const sweep = authModule.jobs!.find((job) => job.name === 'auth.sweepSignInRecords')!;
    expect(await sweep.run(t.deps, t.app.log)).toBe(2);
    expect(await countRows(t.deps.db, loginThrottles)).toBe(kept - 1);
    expect(await countRows(t.deps.db, loginChallengeUses)).toBe(0);
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
    const missing = await t.call('POST', '/oauthService/login', {
      withoutAppId: true,
      body: { username: 'teacher', password: DEMO_PASSWORD },
    });
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

// A passphrase of unrelated words: long, in no list, free of the user's own names.
const STRONG = 'lantern orchid gravel 93';

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

  it("checkToken rejects a malformed id (400) and somebody else's session id (403)", async () => {
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

  it('checks arriving together each get their own session, across tenants; a sign-out or a disabled account is refused by the next check', async () => {
    // The session hook reads the sessions of concurrent requests in one query per tenant (coalesced-reads.ts).
    const a = await t.login('teacher');
    const b = await t.login('backbone');
    const c = await t.login('teacher', DONGCHENG);
    const check = (info: typeof a, tenant = DEMO) =>
      t.call('GET', `/oauthService/checkToken/${info.tokenId}`, { tenant, token: info.access_token });
    const together = await Promise.all([check(a), check(b), check(c, DONGCHENG), check(a), check(c)]);
    expect(together.map((response) => response.json().data?.userId ?? response.statusCode)).toEqual([
      a.userId,
      b.userId,
      c.userId,
      a.userId,
      401,
    ]);

    const inFlight = Promise.all([check(a), check(b)]);
    expect((await t.call('GET', `/oauthService/quitLogin/${a.tokenId}`, { token: a.access_token })).json()).toMatchObject({ code: 0 });
    await inFlight;
    expect((await Promise.all([check(a), check(b)])).map((response) => response.statusCode)).toEqual([401, 200]);

    await t.deps.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, Number(b.userId)));
    expect((await check(b)).json().status).toBe(1001);
  });

  it("quitLogin ends the session at once and only one's own", async () => {
    const mine = await t.login('teacher');
    const theirs = await t.login('backbone');
    const notMine = await t.call('GET', `/oauthService/quitLogin/${theirs.tokenId}`, { token: mine.access_token });
    expect(notMine.statusCode).toBe(403);
    expect((await t.call('GET', `/oauthService/checkToken/${theirs.tokenId}`, { token: theirs.access_token })).statusCode).toBe(200);
    expect((await t.call('GET', '/oauthService/quitLogin/xyz', { token: mine.access_token })).statusCode).toBe(400);
    expect((await t.call('GET', `/oauthService/quitLogin/${mine.tokenId}`)).statusCode).toBe(401);
    expect(
      (await t.call('GET', `/oauthService/quitLogin/${mine.tokenId}`, { tenant: DONGCHENG, token: mine.access_token })).statusCode,
    ).toBe(401);

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
      body: { oldPassword: DEMO_PASSWORD, newPassword: STRONG },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ endedSessions: 1 });
    expect((await t.call('GET', `/oauthService/checkToken/${here.tokenId}`, { token: here.access_token })).statusCode).toBe(200);
    expect((await t.call('GET', `/oauthService/checkToken/${elsewhere.tokenId}`, { token: elsewhere.access_token })).statusCode).toBe(401);
    await expect(t.login('teacher')).rejects.toThrow();
    expect((await t.login('teacher', DEMO, STRONG)).userId).toBe(here.userId);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_changed'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorUserId).toBe(Number(here.userId));
  });

  it('changePassword refuses a wrong current password, a weak new one and bad input, changing nothing', async () => {
    const here = await t.login('teacher');
    const other = await t.login('teacher');
    const wrong = await t.call('POST', '/oauthService/changePassword', {
      token: here.access_token,
      body: { oldPassword: 'x', newPassword: STRONG },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe(1006);
    const reasons: Record<string, string> = {
      short1: '新密码至少需要 8 位',
      lettersonly: '新密码需同时包含字母和数字',
      '12345678': '新密码需同时包含字母和数字',
      [DEMO_PASSWORD]: '新密码不能与原密码相同',
    };
    for (const [newPassword, reason] of Object.entries(reasons)) {
      const weak = await t.call('POST', '/oauthService/changePassword', {
        token: here.access_token,
        body: { oldPassword: DEMO_PASSWORD, newPassword },
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json()).toMatchObject({ code: 1007, msg: reason, data: { issues: [{ path: 'body.newPassword', message: reason }] } });
    }
    const bad = await t.call('POST', '/oauthService/changePassword', { token: here.access_token, body: { oldPassword: DEMO_PASSWORD } });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.call('POST', '/oauthService/changePassword', { body: { oldPassword: DEMO_PASSWORD, newPassword: STRONG } });
    expect(anonymous.statusCode).toBe(401);
    const crossTenant = await t.call('POST', '/oauthService/changePassword', {
      tenant: DONGCHENG,
      token: here.access_token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: STRONG },
    });
    expect(crossTenant.statusCode).toBe(401);
    expect((await t.call('GET', `/oauthService/checkToken/${other.tokenId}`, { token: other.access_token })).statusCode).toBe(200);
    expect((await t.login('teacher')).userId).toBe(here.userId);
    expect(await countRows(t.deps.db, auditLog)).toBe(0);
  });

  it("changePassword refuses common passwords and ones built on the user's own names, saying why, and writes nothing", async () => {
    const before = await countAllRows(t.deps.db);
    const common = PASSWORD_PROBLEMS.common['zh-CN'];
    const personal = PASSWORD_PROBLEMS.personal['zh-CN'];
    const cases: Array<[username: string, newPassword: string, reason: string]> = [
      ['teacher', 'password1', common],
      ['teacher', 'qwerty123', common],
      ['teacher', 'Passw0rd', common],
      ['teacher', '11111111a', common],
      ['teacher', 'woaini1314', common],
      ['newteacher', 'newteacher1', personal],
      ['newteacher', 'liuyang2026', personal],
    ];
    const sessionsOf = new Map<string, string>();
    for (const username of ['teacher', 'newteacher']) sessionsOf.set(username, (await t.login(username)).access_token);
    const afterSignIn = await countAllRows(t.deps.db);
    for (const [username, newPassword, reason] of cases) {
      const weak = await t.call('POST', '/oauthService/changePassword', {
        token: sessionsOf.get(username)!,
        body: { oldPassword: DEMO_PASSWORD, newPassword },
      });
      expect(weak.statusCode, newPassword).toBe(422);
      expect(weak.json()).toMatchObject({
        code: 1007,
        status: 1007,
        msg: reason,
        data: { issues: [{ path: 'body.newPassword', message: reason }] },
      });
    }
    const english = await t.call('POST', '/oauthService/changePassword', {
      token: sessionsOf.get('newteacher')!,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'newteacher1' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().msg).toBe(PASSWORD_PROBLEMS.personal['en-US']);
    // Nothing was written: the old passwords still work, no audit entry, no row anywhere but the sign-ins' sessions.
    expect(await countAllRows(t.deps.db)).toEqual(afterSignIn);
    expect(afterSignIn).toEqual({ ...before, sessions: before.sessions! + 2 });
    expect((await t.login('newteacher')).userId).toBeDefined();
  });

  it("changePassword refuses the issue's three in Dongcheng (Admin@123, Dongcheng1, li qiang 1 for 李强), saying why in either language", async () => {
    const backbone = await t.login('backbone', DONGCHENG);
    const before = await countAllRows(t.deps.db);
    const cases: Array<[newPassword: string, problem: PasswordProblem]> = [
      ['Admin@123', 'common'],
      ['Dongcheng1', 'organisation'],
      ['li qiang 1', 'personal'],
      ['东城区abc123', 'organisation'],
    ];
    for (const [newPassword, problem] of cases) {
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const weak = await t.call('POST', '/oauthService/changePassword', {
          tenant: DONGCHENG,
          token: backbone.access_token,
          headers: { 'accept-language': locale },
          body: { oldPassword: DEMO_PASSWORD, newPassword },
        });
        const reason = PASSWORD_PROBLEMS[problem][locale];
        expect(weak.statusCode, newPassword).toBe(422);
        expect(weak.json()).toMatchObject({ code: 1007, msg: reason, data: { issues: [{ path: 'body.newPassword', message: reason }] } });
      }
    }
    expect(await countAllRows(t.deps.db)).toEqual(before);
    expect((await t.login('backbone', DONGCHENG)).userId).toBe(backbone.userId);
  });

  it('changePassword accepts a passphrase; the demo password still signs in but is refused as a new one', async () => {
    const here = await t.login('newteacher');
    const changed = await t.call('POST', '/oauthService/changePassword', {
      token: here.access_token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'correct horse battery staple 7' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Seeded, not set through the API: sign-in never re-checks a stored password, but as a new one it is the
    // platform's name and a year.
    const back = await t.call('POST', '/oauthService/changePassword', {
      token: here.access_token,
      body: { oldPassword: 'correct horse battery staple 7', newPassword: DEMO_PASSWORD },
    });
    expect(back.statusCode, back.body).toBe(422);
    expect(back.json().msg).toBe(PASSWORD_PROBLEMS.organisation['zh-CN']);
    expect((await t.login('newteacher', DEMO, 'correct horse battery staple 7')).userId).toBe(here.userId);
    expect((await t.login('teacher')).userId).toBeDefined();
  });
});
