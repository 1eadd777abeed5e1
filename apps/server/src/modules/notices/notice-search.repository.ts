import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { notices } from '@server/db/schema/notices';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { inScope, isOut, type Reader } from './notices.repository';

const n = notices;

/** The site-wide search's notices: those out now and addressed to the reader (as their list) whose title or text match. */
export async function searchReaderNotices(
  db: Executor,
  tenantId: TenantId,
  reader: Reader,
  keyword: string,
  window: SearchWindow,
  now: Date,
): Promise<SearchRow[]> {
  const ranking = searchRowFields(sql`${n.title}`, keyword);
  const text = sql`${n.title} || chr(31) || left(${n.bodyText}, 2000)`;
  return db
    .select({ id: n.id, title: n.title, body: n.bodyText, at: n.publishAt, ...ranking })
    .from(n)
    .where(
      and(
        eq(n.tenantId, tenantId),
        isOut(now),
        inScope(reader),
        gramsContain(sql`${n.searchGrams}`, keyword, () => containsSql(text, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${n.publishAt}`, sql`${n.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
