import type { SearchLink } from '@yanxiu/contract/search';
import { sql, type SQL } from 'drizzle-orm';

// What a domain answers the site-wide search with (modules/search merges the kinds): the rows of one kind the caller
// may open, ranked in SQL by how the title matches and then by recency, with how many there are in all. The SQL
// pieces here are shared so every kind ranks the same way.

/** Which page of one kind's results: the first `limit` after skipping `offset`. */
export type SearchWindow = { limit: number; offset: number };

/** 0: the title is the keyword; 1: the title contains it; 2: only the rest of the text does. */
type SearchTier = 0 | 1 | 2;

/** One result of a kind, before highlighting: the plain text the search module cuts its snippet from. */
export type SearchCandidate = {
  id: number;
  title: string;
  /** Plain text beside the title (a description, a summary, a school), possibly empty. */
  body: string;
  at: Date | null;
  tier: SearchTier;
  link: SearchLink;
};

/** One kind's page of results and how many match in all (counted in the same query). */
export type SearchCandidates = { candidates: SearchCandidate[]; total: number };

/** The row every kind's query selects: `searchRowFields(...)` gives the ranking and counting columns. */
export type SearchRow = { id: number; title: string; body: string; at: Date | null; tier: number; total: number };

/** The tier of a title for the keyword (see SearchTier), compared lower-cased as the grams are. */
function titleTierSql(title: SQL, keyword: string): SQL<number> {
  const lowered = keyword.toLowerCase();
  return sql<number>`(case when lower(${title}) = ${lowered} then 0 when strpos(lower(${title}), ${lowered}) > 0 then 1 else 2 end)`;
}

/**
 * The ranking and counting columns of a kind's query. `count(*) over ()` counts every match before LIMIT in the same
 * query: ranking by tier reads every match anyway, so a second counting query would read them twice.
 */
export function searchRowFields(title: SQL, keyword: string) {
  return { tier: titleTierSql(title, keyword), total: sql<number>`(count(*) over ())::int` };
}

/** The order every kind's page is read in: tier, then newest, then the higher id (so pages never overlap). */
export function searchOrderSql(tier: SQL, at: SQL, id: SQL): SQL[] {
  return [sql`${tier} asc`, sql`${at} desc nulls last`, sql`${id} desc`];
}

/** Whether the lower-cased text contains the keyword: the confirmation of a keyword the grams alone do not decide. */
export function containsSql(text: SQL, keyword: string): SQL {
  return sql`strpos(lower(${text}), ${keyword.toLowerCase()}) > 0`;
}

/** The rows of a kind's query as candidates, each with its link. */
export function candidatesOf<R extends SearchRow>(rows: readonly R[], linkOf: (row: R) => SearchLink): SearchCandidates {
  return {
    candidates: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      body: row.body,
      at: row.at === null ? null : new Date(row.at),
      tier: Math.min(2, Math.max(0, row.tier)) as SearchTier,
      link: linkOf(row),
    })),
    total: rows[0]?.total ?? 0,
  };
}
