import type { LoginChallenge, LoginInfo } from '@yanxiu/contract/auth';
import type { SignInPolicy } from '@yanxiu/contract/sign-in-policy';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { TenantContext } from '@server/platform/context/request-context';
import type { ServiceDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { signInPolicyOf } from '@server/platform/tenant/sign-in-policy.repository';
import { findAccountByUsername } from './auth.repository';
import { acceptLoginChallenge, issueLoginChallenge } from './login-challenge';
import { challengeWork, judgeSignIn, throttleAddress, type ThrottleRules } from './login-throttle';
import { clearThrottles, countFailure, findThrottles, throttleKeyId, type ThrottleKey } from './login-throttle.repository';
import { openSession } from './open-session';
import { lockoutKey } from './sign-in-lockout';

function throttleRules(config: ServiceDeps['config']): ThrottleRules {
  return {
    slowAfter: config.LOGIN_SLOW_AFTER,
    slowBaseSeconds: config.LOGIN_SLOW_BASE_SECONDS,
    addressChallengeAfter: config.LOGIN_ADDRESS_CHALLENGE_AFTER,
    addressChallengeMinutes: config.LOGIN_ADDRESS_CHALLENGE_MINUTES,
    challengeAfter: config.LOGIN_CHALLENGE_AFTER,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  };
}

/**
 * The counters of one attempt: the pair of address and account name, the address, the account name, and the pair's
 * failures in a row (counted only while the tenant's policy locks; sign-in-lockout.ts).
 */
function throttleKeys(
  address: string,
  account: string,
): { pair: ThrottleKey; address: ThrottleKey; account: ThrottleKey; lockout: ThrottleKey } {
  return {
    pair: { scope: 'pair', subject: `${address} ${account}` },
    address: { scope: 'address', subject: address },
    account: { scope: 'account', subject: account },
    lockout: lockoutKey(address, account),
  };
}

type Keys = ReturnType<typeof throttleKeys>;

/**
 * Refuses an attempt from an address the tenant's policy has locked out of the account name, one that must wait (its pair slowed) or that
 * lacks the solved challenge, of enough work, its address or its account name now asks for. A clean address passes
 * whatever the account name has seen. Answers whether a lockout count is running, which a correct password clears.
 */
async function admit(
  ctx: TenantContext,
  keys: Keys,
  policy: SignInPolicy,
  challengeSolution: string | undefined,
  now: Date,
): Promise<boolean> {
  const { db, tenantId } = ctx;
  const found = await findThrottles(db, tenantId, [keys.pair, keys.address, keys.account, keys.lockout]);
  const lockout = found.get(throttleKeyId(keys.lockout));
  if (lockout?.lockedUntil && policy.lockoutAfterFailures > 0) {
    const remainingMs = lockout.lockedUntil.getTime() - now.getTime();
    if (remainingMs > 0) throw new AppError('ACCOUNT_LOCKED', { retryAfterSeconds: Math.ceil(remainingMs / 1000) });
    // The lock has run out: counting starts afresh rather than relocking at the next failure.
    await clearThrottles(db, tenantId, 'lockout', [keys.lockout.subject]);
  }
  const verdict = judgeSignIn(
    {
      pair: found.get(throttleKeyId(keys.pair)),
      address: found.get(throttleKeyId(keys.address)),
      account: found.get(throttleKeyId(keys.account)),
    },
    now,
    throttleRules(ctx.config),
  );
  if (verdict.kind === 'wait') throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: verdict.retryAfterSeconds });
  if (verdict.kind === 'challenge' && !(await acceptLoginChallenge(ctx, challengeSolution, now, verdict.work)))
    throw new AppError('CHALLENGE_REQUIRED');
  return lockout !== undefined;
}

/**
 * Counts a failure in a row of this address on the account name where the tenant's policy locks, auditing the one
 * that locks the address out of it (the account stays open to every other address).
 */
async function countTowardsLockout(ctx: TenantContext, keys: Keys, policy: SignInPolicy, now: Date): Promise<void> {
  if (policy.lockoutAfterFailures <= 0) return;
  const windowStart = new Date(now.getTime() - ctx.config.LOGIN_WINDOW_MINUTES * 60_000);
  const until = new Date(now.getTime() + policy.lockoutMinutes * 60_000);
  const counted = await countFailure(
    ctx.db,
    { tenantId: ctx.tenantId, ...keys.lockout },
    { now, windowStart, lock: { after: policy.lockoutAfterFailures, until } },
  );
  if (counted.failures !== policy.lockoutAfterFailures) return;
  ctx.log.warn(
    { accountName: keys.account.subject, address: keys.address.subject, failures: counted.failures },
    'sign-in: an address is locked out of an account name by the tenant policy',
  );
  await recordAudit(ctx.db, ctx, {
    action: 'auth.account_locked',
    entityType: 'account_name',
    entityId: keys.account.subject,
    after: { failures: counted.failures, lockedUntil: until.toISOString(), address: keys.address.subject },
  });
}

/**
 * Counts a failed attempt on its three counters and answers "wrong username or password". The failure that brings
 * an account name or an address to its challenge threshold is recorded in the audit log and warned
 * about in the log: once per window, since only one failure can be the one that reaches the count.
 */
async function countFailedAttempt(ctx: TenantContext, keys: Keys, policy: SignInPolicy, now: Date): Promise<never> {
  const { db, tenantId } = ctx;
  const rules = throttleRules(ctx.config);
  await countTowardsLockout(ctx, keys, policy, now);
  const windowStart = new Date(now.getTime() - rules.windowMinutes * 60_000);
  const challengedUntil = new Date(now.getTime() + rules.addressChallengeMinutes * 60_000);
  const [, address, account] = await Promise.all([
    countFailure(db, { tenantId, ...keys.pair }, { now, windowStart }),
    countFailure(
      db,
      { tenantId, ...keys.address },
      { now, windowStart, lock: { after: rules.addressChallengeAfter, until: challengedUntil } },
    ),
    countFailure(db, { tenantId, ...keys.account }, { now, windowStart }),
  ]);
  if (account.failures === rules.challengeAfter) {
    ctx.log.warn(
      { accountName: keys.account.subject, failures: account.failures, windowMinutes: rules.windowMinutes },
      'sign-in: account name reached the failure threshold; failing addresses must now solve a challenge for it',
    );
    await recordAudit(db, ctx, {
      action: 'auth.sign_in_challenge_required',
      entityType: 'account_name',
      entityId: keys.account.subject,
      after: { failures: account.failures, windowMinutes: rules.windowMinutes },
    });
  }
  if (address.failures === rules.addressChallengeAfter) {
    ctx.log.warn(
      { address: keys.address.subject, failures: address.failures, challengeMinutes: rules.addressChallengeMinutes },
      'sign-in: address reached the failure threshold and must solve a challenge for every account name (behind a reverse proxy, is TRUST_PROXY set?)',
    );
    await recordAudit(db, ctx, {
      action: 'auth.sign_in_address_challenged',
      entityType: 'client_address',
      entityId: keys.address.subject,
      after: { failures: address.failures, challengeMinutes: rules.addressChallengeMinutes },
    });
  }
  throw new AppError('INVALID_CREDENTIALS');
}

/**
 * Checks the credentials and opens a session. Throttled per address and account-name pair, per address and per
 * account name (see login-throttle.ts); the caller's address is the context's, the user agent is kept with the
 * session.
 */
export async function signInWithPassword(
  ctx: TenantContext,
  {
    username,
    password,
    challengeSolution,
    userAgent,
  }: { username: string; password: string; challengeSolution?: string | undefined; userAgent: string | undefined },
): Promise<LoginInfo> {
  const { db, tenant, passwords } = ctx;
  const now = new Date();
  const account = username.trim().toLowerCase();
  const keys = throttleKeys(throttleAddress(ctx.ip), account);
  // Read afresh, not from the tenant resolver's cache: a policy changed by staff holds from the next attempt.
  const policy = await signInPolicyOf(db, tenant.id);
  const lockoutCounted = await admit(ctx, keys, policy, challengeSolution, now);

  const user = await findAccountByUsername(db, tenant.id, account);
  if (!user) {
    await passwords.burn(password);
    return countFailedAttempt(ctx, keys, policy, now);
  }
  if (!(await passwords.verify(user.passwordHash, password))) return countFailedAttempt(ctx, keys, policy, now);
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  if (lockoutCounted) await clearThrottles(db, tenant.id, 'lockout', [keys.lockout.subject]);
  // Only this address's own failures are forgotten: the account name's count is what an attack from elsewhere
  // built up, and the user signing in must not reset it for the attacker.
  await clearThrottles(db, tenant.id, 'pair', [keys.pair.subject]);

  return openSession(ctx, db, user, { userAgent, now });
}

/**
 * A fresh sign-in challenge for the tenant (public: the client asks for one when sign-in answers 1008), with the
 * work the caller's address must now do (more for an address failing across many names).
 */
export async function issueSignInChallenge(ctx: TenantContext): Promise<LoginChallenge> {
  const now = new Date();
  const { address } = throttleKeys(throttleAddress(ctx.ip), '');
  const found = await findThrottles(ctx.db, ctx.tenantId, [address]);
  return issueLoginChallenge(ctx, now, challengeWork(found.get(throttleKeyId(address)), now, throttleRules(ctx.config)));
}
