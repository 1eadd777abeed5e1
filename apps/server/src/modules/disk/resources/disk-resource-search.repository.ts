import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskIssueItems as items, diskIssueRecipients as rc, diskIssues as i, diskResources as r } from '@server/db/schema/disk';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The site-wide search's disk: the caller's own live resources, and the live resources of live issues that reached
// them (the same conditions as reading one through its issue, receivedResourceOf). Matched on the disk's own search
// text (title, tags and file name; the disk's trigger keeps it).

const keywordOf = (keyword: string) => gramsContain(sql`${r.searchGrams}`, keyword, () => containsSql(sql`${r.searchText}`, keyword));

/** The owner's live resources (not in the recycle bin) matching the keyword. */
export async function searchOwnResources(
  db: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  keyword: string,
  window: SearchWindow,
): Promise<SearchRow[]> {
  const ranking = searchRowFields(sql`${r.title}`, keyword);
  return db
    .select({ id: r.id, title: r.title, body: r.description, at: r.updatedAt, ...ranking })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.ownerUserId, ownerUserId), isNull(r.deletedAt), keywordOf(keyword)))
    .orderBy(...searchOrderSql(ranking.tier, sql`${r.updatedAt}`, sql`${r.id}`))
    .limit(window.limit)
    .offset(window.offset);
}

/** A received resource with the issue it came through (the latest, when it came more than once). */
export type ReceivedSearchRow = SearchRow & { issueId: number };

/** Live resources of live issues the user received, matching the keyword, once each. */
export async function searchReceivedResources(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  keyword: string,
  window: SearchWindow,
): Promise<ReceivedSearchRow[]> {
  const ranking = searchRowFields(sql`${r.title}`, keyword);
  const issuedAt = sql`max(${i.createdAt})`;
  return db
    .select({
      id: r.id,
      title: r.title,
      body: r.description,
      at: sql<Date>`${issuedAt}`.mapWith(i.createdAt),
      issueId: sql<number>`max(${i.id})`.mapWith(Number),
      ...ranking,
    })
    .from(rc)
    .innerJoin(i, and(eq(i.tenantId, rc.tenantId), eq(i.id, rc.issueId)))
    .innerJoin(items, and(eq(items.tenantId, rc.tenantId), eq(items.issueId, rc.issueId)))
    .innerJoin(r, and(eq(r.tenantId, items.tenantId), eq(r.id, items.resourceId)))
    .where(and(eq(rc.tenantId, tenantId), eq(rc.userId, userId), isNull(i.withdrawnAt), isNull(r.deletedAt), keywordOf(keyword)))
    .groupBy(r.tenantId, r.id)
    .orderBy(...searchOrderSql(ranking.tier, issuedAt, sql`${r.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
