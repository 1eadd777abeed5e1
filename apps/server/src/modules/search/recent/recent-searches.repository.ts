import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { searchRecent } from '@server/db/schema/search';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const r = searchRecent;

/** Notes a search (again: its time moves forward) and forgets the user's searches beyond the last `keep`. */
export async function recordRecentSearch(
  tx: Executor,
  tenantId: TenantId,
  userId: number,
  keyword: string,
  now: Date,
  keep: number,
): Promise<void> {
  await tx
    .insert(r)
    .values({ tenantId, userId, keyword, searchedAt: now })
    .onConflictDoUpdate({
      target: [r.tenantId, r.userId, r.keyword],
      set: { searchedAt: sql`greatest(${r.searchedAt}, excluded.searched_at)` },
    });
  const kept = tx
    .select({ keyword: r.keyword })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.userId, userId)))
    .orderBy(desc(r.searchedAt), desc(r.keyword))
    .limit(keep);
  await tx.delete(r).where(and(eq(r.tenantId, tenantId), eq(r.userId, userId), notInArray(r.keyword, kept)));
}

/** The user's recent searches, newest first. */
export async function listRecentSearches(db: Executor, tenantId: TenantId, userId: number, limit: number) {
  return db
    .select({ keyword: r.keyword, searchedAt: r.searchedAt })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.userId, userId)))
    .orderBy(desc(r.searchedAt), desc(r.keyword))
    .limit(limit);
}

/** Forgets every recent search of the user; how many there were. */
export async function clearRecentSearches(tx: Executor, tenantId: TenantId, userId: number): Promise<number> {
  const removed = await tx
    .delete(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.userId, userId)))
    .returning({ keyword: r.keyword });
  return removed.length;
}
