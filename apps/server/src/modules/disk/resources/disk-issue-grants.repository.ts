import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskIssueItems as items, diskIssueRecipients as rc, diskIssues as i, diskResources as r } from '@server/db/schema/disk';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL a recipient's reading of a resource through an issue makes of the issue tables: whether the resource reached
// them, and noting that they downloaded it. Reading a resource (resources/) sits below issuing (issues/ builds on
// resources), so these two statements live here rather than in issues/disk-issues.repository.ts.

/** Whether a user may read a resource through an issue: a recipient of the live issue, which holds the live resource. */
export async function receivedResourceOf(
  db: Executor,
  tenantId: TenantId,
  issueId: number,
  userId: number,
  resourceId: number,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(rc)
    .innerJoin(i, and(eq(i.tenantId, rc.tenantId), eq(i.id, rc.issueId)))
    .innerJoin(items, and(eq(items.tenantId, rc.tenantId), eq(items.issueId, rc.issueId)))
    .innerJoin(r, and(eq(r.tenantId, items.tenantId), eq(r.id, items.resourceId)))
    .where(
      and(
        eq(rc.tenantId, tenantId),
        eq(rc.issueId, issueId),
        eq(rc.userId, userId),
        isNull(i.withdrawnAt),
        eq(items.resourceId, resourceId),
        isNull(r.deletedAt),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** Records the first download by a recipient (which is an opening too). */
export async function markDownloaded(db: Executor, tenantId: TenantId, issueId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(rc)
    .set({ downloadedAt: now, openedAt: sql`coalesce(${rc.openedAt}, ${now})` })
    .where(and(eq(rc.tenantId, tenantId), eq(rc.issueId, issueId), eq(rc.userId, userId), isNull(rc.downloadedAt)));
}
