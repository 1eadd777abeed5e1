import type { Executor } from '@server/db/client';
import type { EventScope } from '@server/platform/events/domain-events';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { clearAccountLockouts, findAccountLockouts, type ThrottleKey } from './login-throttle.repository';

/**
 * The tenant policy's lockout counter of one address and one account name (lower-cased, existing or not, so a
 * locked answer does not tell whether the account exists). Counted only while the policy locks
 * (`lockoutAfterFailures` > 0). The lock shuts out the address that failed, not the account: one that locked an
 * account name for everyone would let anyone who knows a user name keep its owner out (issue 35), while the owner
 * signing in from their own address is never refused by what another address did. A correct password from the
 * address, an expired lock or staff unlocking the account clears it.
 *
 * The subject is "<address> <account name>": addresses (throttleAddress) hold no space, so the account name is what
 * follows the first one (the administration's account list reads it so).
 */
export function lockoutKey(address: string, username: string): ThrottleKey {
  return { scope: 'lockout', subject: `${address} ${username.trim().toLowerCase()}` };
}

/**
 * An account name's lockout counters taken together (undefined: none counted): the most failures in a row from one
 * address, and until when the latest lock holds (null: no address locked yet).
 */
export async function findSignInLockout(
  db: Executor,
  tenantId: TenantId,
  username: string,
): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
  const states = await findAccountLockouts(db, tenantId, username.trim().toLowerCase());
  if (states.length === 0) return undefined;
  const failures = Math.max(...states.map((state) => state.failures));
  const until = states.map((state) => state.lockedUntil?.getTime() ?? 0).reduce((latest, time) => Math.max(latest, time), 0);
  return { failures, lockedUntil: until > 0 ? new Date(until) : null };
}

/**
 * Forgets an account name's failures and locks from every address (staff unlocking it), in the caller's
 * transaction; the caller audits the unlock as its own act.
 */
export async function clearSignInLockout(scope: Pick<EventScope, 'tx' | 'tenantId'>, username: string): Promise<void> {
  await clearAccountLockouts(scope.tx, scope.tenantId, username.trim().toLowerCase());
}
