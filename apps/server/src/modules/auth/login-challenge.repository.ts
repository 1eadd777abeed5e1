import { lt } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { loginChallengeUses } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * Records a solved challenge as used. Answers false when it already was (a replay): the primary key makes the check
 * and the write one statement, so two processes receiving the same solution at once accept it once.
 */
export async function markChallengeUsed(
  db: Executor,
  tenantId: TenantId,
  challengeId: string,
  usedAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(loginChallengeUses)
    .values({ tenantId, challengeId, usedAt, expiresAt })
    .onConflictDoNothing()
    .returning({ challengeId: loginChallengeUses.challengeId });
  return rows.length === 1;
}

/** Forgets used challenges that have expired (they are refused for their expiry anyway), in every tenant. */
export async function sweepExpiredChallengesAcrossTenants(db: Executor, now: Date): Promise<number> {
  const removed = await db
    .delete(loginChallengeUses)
    .where(lt(loginChallengeUses.expiresAt, now))
    .returning({ challengeId: loginChallengeUses.challengeId });
  return removed.length;
}
