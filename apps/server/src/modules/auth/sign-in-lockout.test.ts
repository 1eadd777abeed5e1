import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { loginThrottles } from '@server/db/schema/identity';
import { tenants } from '@server/db/schema/tenants';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '@server-test/support/test-app';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { signInPolicyOf } from '@server/platform/tenant/sign-in-policy.repository';
import { clearSignInLockout, findSignInLockout } from './auth.public';

// The tenant's sign-in policy enforced in the sign-in path and on password changes. One app for the file; each test
// sets the policy it needs and forgets the counters of the one before. The default throttle's slowdown and challenge
// are set out of reach, so what answers is the tenant's lockout.
let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_SLOW_AFTER: '100', LOGIN_CHALLENGE_AFTER: '1000', LOGIN_ADDRESS_CHALLENGE_AFTER: '1000' });
  demoId = (await t.deps.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.appId, 'yxdemo')))[0]!.id;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.deps.db.delete(loginThrottles);
});

const setPolicy = (policy: Partial<typeof tenants.$inferInsert>) => t.deps.db.update(tenants).set(policy).where(eq(tenants.id, demoId));
// Whoever guesses, from one address; the account's owner at their usual one.
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';
const signIn = (username: string, password: string, remoteAddress = ATTACKER) =>
  t.call('POST', '/oauthService/login', { body: { username, password }, remoteAddress });

describe('lockout by the tenant policy', () => {
  it('never locks while the policy says 0 (the default)', async () => {
    await setPolicy({ lockoutAfterFailures: 0 });
    for (let i = 0; i < 6; i++) expect((await signIn('teacher', 'wrong-password1')).json().code).toBe(1002);
    expect((await signIn('teacher', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks the failing address out of the account name after the configured failures, even against the right password, and audits it once', async () => {
    await setPolicy({ lockoutAfterFailures: 3, lockoutMinutes: 10 });
    for (let i = 0; i < 3; i++) expect((await signIn('Teacher', 'wrong-password1')).json().code).toBe(1002);
    const locked = await signIn('teacher', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 1003, data: { retryAfterSeconds: expect.any(Number) } });
    expect(locked.json().data.retryAfterSeconds).toBeGreaterThan(590);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(590);
    const audits = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.account_locked'), eq(auditLog.entityId, 'teacher')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ failures: 3, address: ATTACKER });
    // Other accounts sign in from that address as before.
    expect((await signIn('backbone', DEMO_PASSWORD)).statusCode).toBe(200);
    // Staff see the lock and unlocking (administration's accounts) clears it; the address then signs in.
    expect(await findSignInLockout(t.deps.db, asTenantId(demoId), 'TEACHER')).toMatchObject({ failures: 3, lockedUntil: expect.any(Date) });
    await clearSignInLockout({ tx: t.deps.db, tenantId: asTenantId(demoId) }, 'teacher');
    expect(await findSignInLockout(t.deps.db, asTenantId(demoId), 'teacher')).toBeUndefined();
    expect((await signIn('teacher', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('never keeps the owner out: failures from other addresses, one or many, do not stop them signing in from theirs', async () => {
    await setPolicy({ lockoutAfterFailures: 3, lockoutMinutes: 60 });
    for (let i = 0; i < 5; i++) await signIn('expert', 'wrong-password1');
    expect((await signIn('expert', DEMO_PASSWORD)).json().code).toBe(1003);
    // An attacker moving across addresses locks each of them, never the account.
    for (let host = 1; host <= 4; host++) {
      for (let i = 0; i < 3; i++) await signIn('expert', 'wrong-password1', `192.0.2.${host}`);
      expect((await signIn('expert', DEMO_PASSWORD, `192.0.2.${host}`)).json().code).toBe(1003);
    }
    const owner = await signIn('expert', DEMO_PASSWORD, OWNER);
    expect(owner.statusCode, owner.body).toBe(200);
    // The owner's sign-in clears nothing of the attackers' locks: those addresses stay shut out.
    expect((await signIn('expert', DEMO_PASSWORD)).json().code).toBe(1003);
  });

  it('answers an unknown name exactly like a known one, so a lock tells nothing about who exists', async () => {
    await setPolicy({ lockoutAfterFailures: 2, lockoutMinutes: 5 });
    for (let i = 0; i < 2; i++) expect((await signIn('nobody-here', 'wrong-password1')).json().code).toBe(1002);
    expect((await signIn('nobody-here', 'wrong-password1')).json().code).toBe(1003);
  });

  it('counts failures in a row only: a correct password starts the count afresh, and so does a lock that ran out', async () => {
    await setPolicy({ lockoutAfterFailures: 3, lockoutMinutes: 5 });
    for (let i = 0; i < 2; i++) await signIn('expert', 'wrong-password1');
    expect((await signIn('expert', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await findSignInLockout(t.deps.db, asTenantId(demoId), 'expert')).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await signIn('expert', 'wrong-password1')).json().code).toBe(1002);

    for (let i = 0; i < 3; i++) await signIn('backbone', 'wrong-password1');
    expect((await signIn('backbone', DEMO_PASSWORD)).json().code).toBe(1003);
    await t.deps.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginThrottles.scope, 'lockout'), eq(loginThrottles.subject, `${ATTACKER} backbone`)));
    // After the lock one more failure is a first failure again, not an instant relock.
    expect((await signIn('backbone', 'wrong-password1')).json().code).toBe(1002);
    expect((await signIn('backbone', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('reads the policy afresh at each attempt (no cache between a change and the next sign-in)', async () => {
    await setPolicy({ lockoutAfterFailures: 1, lockoutMinutes: 5 });
    await signIn('school_admin', 'wrong-password1');
    expect((await signIn('school_admin', DEMO_PASSWORD)).json().code).toBe(1003);
    await setPolicy({ lockoutAfterFailures: 0 });
    expect((await signIn('school_admin', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password rules of the tenant policy on a password change', () => {
  it("refuses a password shorter than the tenant's minimum, naming it, and accepts one that meets it", async () => {
    await setPolicy({ lockoutAfterFailures: 0, passwordMinLength: 14, passwordNeedsLettersAndDigits: true });
    expect(await signInPolicyOf(t.deps.db, asTenantId(demoId))).toMatchObject({ passwordMinLength: 14 });
    const { access_token: token } = await t.login('district_admin');
    const change = (newPassword: string, locale = 'en-US') =>
      t.call('POST', '/oauthService/changePassword', {
        token,
        headers: { 'accept-language': locale },
        body: { oldPassword: DEMO_PASSWORD, newPassword },
      });
    const short = await change('Qz7#mountain9');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 1007,
      msg: 'The new password needs at least 14 characters',
      data: { issues: [{ path: 'body.newPassword' }] },
    });
    expect((await change('Qz7#mountain9', 'zh-CN')).json().msg).toBe('新密码至少需要 14 位');
    expect((await change('Qz#mountain-river-lake')).json().msg).toBe('The new password needs both letters and digits');
    expect((await change('Qz7#mountain9river')).statusCode).toBe(200);
  });

  it('lets a tenant drop the letters-and-digits rule for long passphrases', async () => {
    await setPolicy({ passwordMinLength: 8, passwordNeedsLettersAndDigits: false });
    const { access_token: token } = await t.login('backbone');
    const response = await t.call('POST', '/oauthService/changePassword', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'violet tractor ocean whisper' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
