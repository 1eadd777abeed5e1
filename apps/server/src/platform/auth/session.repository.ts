import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import { sessions, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type NewSession = typeof sessions.$inferInsert & { tenantId: TenantId };

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

// Run on every authenticated call, so prepared once per database (see preparedPer). It reads the sessions of several
// tokens at once: the session hook gathers the checks of concurrent requests into one query (coalesced-reads.ts).
const liveSessionsByTokenHashes = preparedPer((db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      tokenId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      maxExpiresAt: sessions.maxExpiresAt,
      roles: users.roles,
      orgUnitId: users.orgUnitId,
      orgPath: orgUnits.path,
      orgLevel: orgUnits.level,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(
      and(
        eq(sessions.tenantId, sql.placeholder('tenantId')),
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .prepare('session_live_by_token_hashes'),
);

export type LiveSession = Awaited<ReturnType<ReturnType<typeof liveSessionsByTokenHashes>['execute']>>[number];

/** The live sessions among these token hashes, with what the auth hook needs of their users; hashes not live are absent. */
export async function findLiveSessionsByTokenHashes(
  db: Executor,
  tenantId: TenantId,
  tokenHashes: readonly string[],
  now: Date,
): Promise<LiveSession[]> {
  // Placeholders skip the column's encoder, so the instant goes in as the ISO text drizzle would have sent.
  return liveSessionsByTokenHashes(db).execute({ tenantId, tokenHashes: [...tokenHashes], now: now.toISOString() });
}

/** Moves a session's idle deadline forward after use. */
export async function touchSession(db: Executor, tenantId: TenantId, tokenId: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, tokenId)));
}

/** Ends one session at once; true when it was still open. */
export async function revokeSession(db: Executor, tenantId: TenantId, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, tokenId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every open session of a user but one; returns how many ended. */
export async function revokeOtherSessions(db: Executor, tenantId: TenantId, userId: number, keepTokenId: string, now: Date) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.userId, userId),
        ne(sessions.id, keepTokenId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
