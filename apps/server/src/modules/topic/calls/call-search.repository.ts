import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { orgUnits } from '@server/db/schema/org';
import { topicCalls } from '@server/db/schema/topic';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const c = topicCalls;

/**
 * The site-wide search's topic calls: those the teacher's list shows (published or closed, run by the teacher's unit or
 * one above it) whose title or description match.
 */
export async function searchCallsOverPath(
  db: Executor,
  tenantId: TenantId,
  orgPath: string,
  keyword: string,
  window: SearchWindow,
): Promise<SearchRow[]> {
  const ranking = searchRowFields(sql`${c.title}`, keyword);
  const text = sql`${c.title} || chr(31) || left(${c.description}, 2000)`;
  return db
    .select({ id: c.id, title: c.title, body: c.description, at: c.publishedAt, ...ranking })
    .from(c)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, c.tenantId), eq(orgUnits.id, c.ownerOrgId)))
    .where(
      and(
        eq(c.tenantId, tenantId),
        ne(c.state, 'draft'),
        sql`starts_with(${orgPath}, ${orgUnits.path})`,
        gramsContain(sql`${c.searchGrams}`, keyword, () => containsSql(text, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${c.publishedAt}`, sql`${c.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
