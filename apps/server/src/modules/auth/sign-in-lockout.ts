import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { clearThrottles, findThrottles, throttleKeyId, type ThrottleKey } from './login-throttle.repository';

/**
 * The lockout counter of an account name (lower-cased, existing or not, so a locked answer does not tell whether the
 * account exists). Counted only while the tenant's policy locks (`lockoutAfterFailures` > 0); a correct password,
 * an expired lock or staff unlocking the account clears it.
 */
export function lockoutKey(username: string): ThrottleKey {
  return { scope: 'lockout', subject: username.trim().toLowerCase() };
}

/** An account name's failures in a row and, when locked, until when (undefined: none counted). */
export async function findSignInLockout(db: Executor, tenantId: TenantId, username: string): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
  const key = lockoutKey(username);
  const state = (await findThrottles(db, tenantId, [key])).get(throttleKeyId(key));
  return state && { failures: state.failures, lockedUntil: state.lockedUntil };
}

/** Forgets an account name's failures and lock (staff unlocking it, or its owner signing in). */
export async function clearSignInLockout(db: Executor, tenantId: TenantId, username: string): Promise<void> {
  await clearThrottles(db, tenantId, 'lockout', [lockoutKey(username).subject]);
}
