import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { loginThrottles } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ThrottleState } from './login-throttle';

/** 'lockout' counts failures in a row of an address on an account name while the tenant's policy locks (sign-in-lockout.ts). */
export type ThrottleScope = 'pair' | 'address' | 'account' | 'lockout';
export type ThrottleKey = { scope: ThrottleScope; subject: string };

/** The counters of the given keys that have failed before, in one query; absent keys are missing from the map. */
export async function findThrottles(db: Executor, tenantId: TenantId, keys: readonly ThrottleKey[]): Promise<Map<string, ThrottleState>> {
  const rows = await db
    .select({
      scope: loginThrottles.scope,
      subject: loginThrottles.subject,
      failures: loginThrottles.failures,
      windowStartedAt: loginThrottles.windowStartedAt,
      lastFailureAt: loginThrottles.lastFailureAt,
      lockedUntil: loginThrottles.lockedUntil,
    })
    .from(loginThrottles)
    .where(
      and(
        eq(loginThrottles.tenantId, tenantId),
        or(...keys.map((key) => and(eq(loginThrottles.scope, key.scope), eq(loginThrottles.subject, key.subject)))),
      ),
    );
  return new Map(rows.map(({ scope, subject, ...state }) => [throttleKeyId({ scope: scope as ThrottleScope, subject }), state]));
}

/** The map key of a counter in `findThrottles`' answer. */
export function throttleKeyId(key: ThrottleKey): string {
  return `${key.scope}\u0000${key.subject}`;
}

/**
 * Counts one failure in a single statement, so two processes failing at once both count. A window older than
 * `windowStart` starts afresh; reaching `lockAfter` (when given) sets the lock. Answers the count after this failure,
 * so the caller sees the one failure that crosses a threshold.
 */
export async function countFailure(
  db: Executor,
  key: { tenantId: TenantId } & ThrottleKey,
  at: { now: Date; windowStart: Date; lock?: { after: number; until: Date } },
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const fresh = sql`${loginThrottles.windowStartedAt} < ${at.windowStart.toISOString()}::timestamptz`;
  const nextFailures = sql`case when ${fresh} then 1 else ${loginThrottles.failures} + 1 end`;
  const lock = at.lock;
  const rows = await db
    .insert(loginThrottles)
    .values({
      ...key,
      failures: 1,
      windowStartedAt: at.now,
      lastFailureAt: at.now,
      lockedUntil: lock && lock.after <= 1 ? lock.until : null,
    })
    .onConflictDoUpdate({
      target: [loginThrottles.tenantId, loginThrottles.scope, loginThrottles.subject],
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${fresh} then ${at.now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        lastFailureAt: at.now,
        lockedUntil: lock
          ? sql`case when ${nextFailures} >= ${lock.after} then ${lock.until.toISOString()}::timestamptz else ${loginThrottles.lockedUntil} end`
          : loginThrottles.lockedUntil,
      },
    })
    .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
  return rows[0]!;
}

/** Forgets the failures of the given counters (a pair's, after its correct password). */
export async function clearThrottles(db: Executor, tenantId: TenantId, scope: ThrottleScope, subjects: readonly string[]): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.tenantId, tenantId), eq(loginThrottles.scope, scope), inArray(loginThrottles.subject, subjects)));
}

// The account name of a lockout subject "<address> <account name>" (sign-in-lockout.ts).
const lockoutAccount = sql`substr(${loginThrottles.subject}, strpos(${loginThrottles.subject}, ' ') + 1)`;

/** The lockout counters of one (lower-cased) account name, from every address. */
export async function findAccountLockouts(db: Executor, tenantId: TenantId, account: string): Promise<ThrottleState[]> {
  return db
    .select({
      failures: loginThrottles.failures,
      windowStartedAt: loginThrottles.windowStartedAt,
      lastFailureAt: loginThrottles.lastFailureAt,
      lockedUntil: loginThrottles.lockedUntil,
    })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.tenantId, tenantId), eq(loginThrottles.scope, 'lockout'), sql`${lockoutAccount} = ${account}`));
}

/** Forgets the lockout counters of one (lower-cased) account name, from every address. */
export async function clearAccountLockouts(db: Executor, tenantId: TenantId, account: string): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.tenantId, tenantId), eq(loginThrottles.scope, 'lockout'), sql`${lockoutAccount} = ${account}`));
}

/** Removes counters whose window has passed and that hold no lock, in every tenant; answers how many. */
export async function sweepStaleThrottlesAcrossTenants(db: Executor, windowStart: Date, now: Date): Promise<number> {
  const removed = await db
    .delete(loginThrottles)
    .where(
      and(lt(loginThrottles.windowStartedAt, windowStart), or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, now))),
    )
    .returning({ subject: loginThrottles.subject });
  return removed.length;
}
