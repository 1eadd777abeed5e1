import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { openClasses, trainingProgrammes } from '@server/db/schema/training';
import { gramsContain } from '@server/platform/search/keyword-grams';
import { containsSql, searchOrderSql, searchRowFields, type SearchRow, type SearchWindow } from '@server/platform/search/search-candidates';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { audienceCondition } from '@server/modules/training/catalogue/catalogue.repository';

// Training's answers to the site-wide search: the catalogue's programmes and the recommended open classes, under the
// same conditions as the catalogue and the open-class list (published or closed, meant for the teacher's school;
// published open classes).

const p = trainingProgrammes;
const o = openClasses;

/** A programme row with what its address needs. */
export type ProgrammeSearchRow = SearchRow & { kind: string; studioId: number | null };

/** Programmes of the catalogue open to a teacher of `schoolId` (or the whole tenant's) whose title or organiser match. */
export async function searchCatalogueProgrammes(
  db: Executor,
  tenantId: TenantId,
  schoolId: number | null,
  keyword: string,
  window: SearchWindow,
): Promise<ProgrammeSearchRow[]> {
  const ranking = searchRowFields(sql`${p.title}`, keyword);
  return db
    .select({ id: p.id, title: p.title, body: p.summary, at: p.publishedAt, kind: p.kind, studioId: p.studioId, ...ranking })
    .from(p)
    .where(
      and(
        eq(p.tenantId, tenantId),
        inArray(p.status, ['published', 'closed']),
        audienceCondition(schoolId),
        gramsContain(sql`${p.searchGrams}`, keyword, () => containsSql(sql`${p.searchText}`, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${p.publishedAt}`, sql`${p.id}`))
    .limit(window.limit)
    .offset(window.offset);
}

/** Published open classes whose title, teacher, school or summary match (what /publicClassList shows). */
export async function searchPublishedOpenClasses(
  db: Executor,
  tenantId: TenantId,
  keyword: string,
  window: SearchWindow,
): Promise<SearchRow[]> {
  const ranking = searchRowFields(sql`${o.title}`, keyword);
  const text = sql`${o.title} || chr(31) || ${o.teacherName} || chr(31) || ${o.schoolName} || chr(31) || left(${o.summary}, 2000)`;
  return db
    .select({
      id: o.id,
      title: o.title,
      body: sql<string>`${o.teacherName} || ' · ' || ${o.schoolName} || ' · ' || ${o.summary}`,
      at: o.recommendedAt,
      ...ranking,
    })
    .from(o)
    .where(
      and(
        eq(o.tenantId, tenantId),
        eq(o.published, true),
        gramsContain(sql`${o.searchGrams}`, keyword, () => containsSql(text, keyword)),
      ),
    )
    .orderBy(...searchOrderSql(ranking.tier, sql`${o.recommendedAt}`, sql`${o.id}`))
    .limit(window.limit)
    .offset(window.offset);
}
