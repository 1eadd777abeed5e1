import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { loginThrottles } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ThrottleState } from './login-throttle';

export type ThrottleScope = 'account' | 'address';

/** The counter of an account name or address, if it has failed before. */
export async function findThrottle(db: Executor, tenantId: TenantId, scope: ThrottleScope, subject: string): Promise<ThrottleState | undefined> {
  const rows = await db
    .select({
      failures: loginThrottles.failures,
      windowStartedAt: loginThrottles.windowStartedAt,
      lastFailureAt: loginThrottles.lastFailureAt,
      lockedUntil: loginThrottles.lockedUntil,
    })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.tenantId, tenantId), eq(loginThrottles.scope, scope), eq(loginThrottles.subject, subject)));
  return rows[0];
}

/**
 * Counts one failure in a single statement, so two processes failing at once both count. A window older than
 * `windowStart` starts afresh; reaching `lockAfter` sets the lock.
 */
export async function countFailure(
  db: Executor,
  key: { tenantId: TenantId; scope: ThrottleScope; subject: string },
  at: { now: Date; windowStart: Date; lockedUntil: Date; lockAfter: number },
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const fresh = sql`${loginThrottles.windowStartedAt} < ${at.windowStart.toISOString()}::timestamptz`;
  const nextFailures = sql`case when ${fresh} then 1 else ${loginThrottles.failures} + 1 end`;
  const rows = await db
    .insert(loginThrottles)
    .values({
      ...key,
      failures: 1,
      windowStartedAt: at.now,
      lastFailureAt: at.now,
      lockedUntil: at.lockAfter <= 1 ? at.lockedUntil : null,
    })
    .onConflictDoUpdate({
      target: [loginThrottles.tenantId, loginThrottles.scope, loginThrottles.subject],
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${fresh} then ${at.now.toISOString()}::timestamptz else ${loginThrottles.windowStartedAt} end`,
        lastFailureAt: at.now,
        lockedUntil: sql`case when ${nextFailures} >= ${at.lockAfter} then ${at.lockedUntil.toISOString()}::timestamptz else ${loginThrottles.lockedUntil} end`,
      },
    })
    .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
  return rows[0]!;
}

/** Forgets an account name's failures after a successful sign-in. */
export async function clearThrottle(db: Executor, tenantId: TenantId, scope: ThrottleScope, subject: string): Promise<void> {
  await db
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.tenantId, tenantId), eq(loginThrottles.scope, scope), eq(loginThrottles.subject, subject)));
}
