import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { researchActivities, researchParticipants } from '@server/db/schema/research';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { AudienceFacts } from '@server/modules/research/research.access';
import { openToSql } from './activity-lists.repository';

// Research's answer to the site-wide search: the activities the square shows the caller (published or closed, open
// to them or joined), matched by title as the square's keyword is.

const a = researchActivities;
/** As the square: activities a person joined that it still shows beyond their audience. */
const JOINED_MAX = 5_000;

/** Square activities whose title contains the keyword, best title match first, then the latest start. */
export async function searchSquareActivities(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  facts: AudienceFacts,
  keyword: string,
  window: SearchWindow,
): Promise<SearchRow[]> {
  const joined = await db
    .select({ id: researchParticipants.activityId })
    .from(researchParticipants)
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.userId, userId)))
    .limit(JOINED_MAX);
  const ranking = searchRowFields(sql`${a.title}`, keyword);
  return db
    .select({ id: a.id, title: a.title, body: a.description, at: a.startsAt, ...ranking })
    .from(a)
    .where(
      and(
        eq(a.tenantId, tenantId),
        sql`${a.status} in ('published', 'closed')`,
        openToSql(
          joined.map((row) => row.id),
          facts,
        ),
        gramsContain(sql`${a.searchGrams}`, keyword, () => containsSql(sql`${a.title}`, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${a.startsAt}`, sql`${a.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
