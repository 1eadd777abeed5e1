import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { helpEntries } from '@server/db/schema/help';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const h = helpEntries;

/** The site-wide search's help: the tenant's entries (everyone signed in reads them) whose title or text match. */
export async function searchHelpEntries(db: Executor, tenantId: TenantId, keyword: string, window: SearchWindow): Promise<SearchRow[]> {
  const ranking = searchRowFields(sql`${h.title}`, keyword);
  const text = sql`${h.title} || chr(31) || left(${h.bodyText}, 2000)`;
  return db
    .select({ id: h.id, title: h.title, body: h.bodyText, at: h.updatedAt, ...ranking })
    .from(h)
    .where(
      and(
        eq(h.tenantId, tenantId),
        gramsContain(sql`${h.searchGrams}`, keyword, () => containsSql(text, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${h.updatedAt}`, sql`${h.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
