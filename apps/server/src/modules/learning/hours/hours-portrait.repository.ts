import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningHourTotals } from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The hours figures the portraits read (one teacher's years, the median teacher of a scope, a scope's standing
// against the year's total), from learning_hour_totals: one row per teacher and year, kept with the ledger.
// A teacher without a row that year has 0 hours and counts as such in the medians. Hours are in tenths here.

export type YearTotals = { year: number; totalTenths: number; byCategory: Record<string, number> };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const parsed = (value: Record<string, number> | string) =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : value;

/** One teacher's totals of each year in the range that has any. */
export async function yearTotalsOf(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  fromYear: number,
  toYear: number,
): Promise<YearTotals[]> {
  const rows = await db
    .select({ year: learningHourTotals.year, totalTenths: learningHourTotals.totalTenths, byCategory: learningHourTotals.byCategory })
    .from(learningHourTotals)
    .where(
      and(
        eq(learningHourTotals.tenantId, tenantId),
        eq(learningHourTotals.userId, userId),
        between(learningHourTotals.year, fromYear, toYear),
      ),
    );
  return rows.map((row) => ({ ...row, byCategory: parsed(row.byCategory) }));
}

/**
 * The median teacher's hours of each year of the range, over the teachers of `scope` (a subquery with `user_id`,
 * teacher's teachersInScope), in tenths; a year of an empty scope is absent.
 */
export async function medianTenthsByYear(
  db: Executor,
  tenantId: TenantId,
  scope: SQL,
  fromYear: number,
  toYear: number,
): Promise<Map<number, number>> {
  const rows = rowsOf<{ year: number; median: number | string | null }>(
    await db.execute(sql`select y.year::int as year, percentile_cont(0.5) within group (order by coalesce(t.total_tenths, 0)) as median
        from (${scope}) s
        cross join generate_series(${fromYear}::int, ${toYear}::int) as y(year)
        left join learning_hour_totals t on t.tenant_id = ${tenantId} and t.year = y.year and t.user_id = s.user_id
       group by y.year`),
  );
  return new Map(rows.filter((row) => row.median !== null).map((row) => [Number(row.year), Number(row.median)]));
}

export type StandingRow = {
  userId: number;
  name: string;
  schoolName: string | null;
  sectionCode: string | null;
  subjectCode: string | null;
  phaseCode: string | null;
  totalTenths: number;
  behind: boolean;
};
export type Standing = { rows: StandingRow[]; teachers: number; behind: number; medianTenths: number };

type RawStanding = {
  user_id: number | string;
  name: string;
  school_name: string | null;
  section_code: string | null;
  subject_code: string | null;
  phase_code: string | null;
  total_tenths: number | string;
  behind: boolean;
  teachers: number | string;
  behind_count: number | string;
  median: number | string | null;
};

/**
 * The scope's teachers with their year's total and whether they are short of the year's total requirement
 * (`requiredTenths`; null: nobody is behind), by school and name, a page of them (or, with onlyBehind, of those
 * behind), with the counts and the median of the whole scope from the same query.
 */
export async function standingPage(
  db: Executor,
  tenantId: TenantId,
  scope: SQL,
  year: number,
  requiredTenths: number | null,
  onlyBehind: boolean,
  page: { limit: number; offset: number },
): Promise<Standing> {
  const behind = requiredTenths === null ? sql`false` : sql`(coalesce(t.total_tenths, 0) < ${requiredTenths})`;
  const judged = sql`select s.*, coalesce(t.total_tenths, 0) as total_tenths, ${behind} as behind
      from (${scope}) s
      left join learning_hour_totals t on t.tenant_id = ${tenantId} and t.year = ${year} and t.user_id = s.user_id`;
  const raw = rowsOf<RawStanding>(
    await db.execute(sql`with j as (${judged}),
        totals as (select count(*) as teachers, count(*) filter (where behind) as behind_count,
                          percentile_cont(0.5) within group (order by total_tenths) as median from j)
      select p.*, totals.* from totals left join lateral (
        select * from j ${onlyBehind ? sql`where j.behind` : sql``}
         order by j.school_name nulls last, j.name, j.user_id limit ${page.limit} offset ${page.offset}
      ) p on true`),
  );
  const first = raw[0];
  return {
    rows: raw
      .filter((row) => row.user_id !== null)
      .map((row) => ({
        userId: Number(row.user_id),
        name: row.name,
        schoolName: row.school_name,
        sectionCode: row.section_code,
        subjectCode: row.subject_code,
        phaseCode: row.phase_code,
        totalTenths: Number(row.total_tenths),
        behind: row.behind,
      })),
    teachers: Number(first?.teachers ?? 0),
    behind: Number(first?.behind_count ?? 0),
    medianTenths: Number(first?.median ?? 0),
  };
}
