import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { orgUnits } from '@server/db/schema/org';
import { selectionProjects } from '@server/db/schema/selection';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const s = selectionProjects;

/**
 * The site-wide search's selection projects: those the teacher's list shows (published or closed, run by the
 * teacher's unit or one above it) whose title or description match.
 */
export async function searchProjectsOverPath(
  db: Executor,
  tenantId: TenantId,
  orgPath: string,
  keyword: string,
  window: SearchWindow,
): Promise<SearchRow[]> {
  const ranking = searchRowFields(sql`${s.title}`, keyword);
  const text = sql`${s.title} || chr(31) || left(${s.description}, 2000)`;
  return db
    .select({ id: s.id, title: s.title, body: s.description, at: s.publishedAt, ...ranking })
    .from(s)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, s.tenantId), eq(orgUnits.id, s.ownerOrgId)))
    .where(
      and(
        eq(s.tenantId, tenantId),
        inArray(s.state, ['published', 'closed']),
        sql`starts_with(${orgPath}, ${orgUnits.path})`,
        gramsContain(sql`${s.searchGrams}`, keyword, () => containsSql(text, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${s.publishedAt}`, sql`${s.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
