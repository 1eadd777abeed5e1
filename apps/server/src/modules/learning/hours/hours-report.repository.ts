import type { HourRequirement } from '@yanxiu/contract/learning-hours';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Who has met the year's requirement, for thousands of teachers at once: each teacher's year is one row of
// learning_hour_totals (kept with the ledger by a trigger), judged in SQL, paged in SQL, the counts coming with the page
// as window aggregates. Hours are in tenths.

export type ReportFilter = {
  tenantId: TenantId;
  year: number;
  /** Teachers at or under this org path; undefined is the whole tenant. */
  orgPath: string | undefined;
  schoolId: number | undefined;
  keyword: string | undefined;
};

export type ReportDbRow = { userId: number; teacherName: string; schoolName: string | null; totalTenths: number; byCategory: Record<string, number>; met: boolean };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const tenths = (hours: number) => Math.round(hours * 10);

/** The teachers in scope with their year's totals and whether they met the requirement. */
function judged(filter: ReportFilter, requirement: HourRequirement): SQL {
  const minimums = Object.entries(requirement.categoryMinimums).map(([code, minimum]) => sql` and coalesce((p.by_category ->> ${code})::int, 0) >= ${tenths(minimum)}`);
  const met = requirement.totalHours === null ? sql`false` : sql`(p.total_tenths >= ${tenths(requirement.totalHours)}${sql.join(minimums, sql``)})`;
  return sql`
    with scope as (
      select u.id, u.name, case when o.level = 1 then o.name end as school_name
        from users u
        join teachers t on t.tenant_id = u.tenant_id and t.user_id = u.id
        join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
       where u.tenant_id = ${filter.tenantId} and u.status = 'active' and 'teacher' = any(u.roles)
         ${filter.orgPath === undefined ? sql`` : sql`and o.path like ${`${escapeLike(filter.orgPath)}%`}`}
         ${filter.schoolId === undefined ? sql`` : sql`and u.org_unit_id = ${filter.schoolId}`}
         ${filter.keyword ? sql`and u.name ilike ${`%${escapeLike(filter.keyword)}%`}` : sql``}
    ),
    per_teacher as (
      select s.id, s.name, s.school_name, coalesce(t.total_tenths, 0) as total_tenths, coalesce(t.by_category, '{}'::jsonb) as by_category
        from scope s
        left join learning_hour_totals t on t.tenant_id = ${filter.tenantId} and t.year = ${filter.year} and t.user_id = s.id
    )
    select p.*, ${met} as met from per_teacher p`;
}

type RawRow = { id: number | string; name: string; school_name: string | null; total_tenths: number; by_category: Record<string, number> | string; met: boolean };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const toRow = (raw: RawRow): ReportDbRow => ({
  userId: Number(raw.id),
  teacherName: raw.name,
  schoolName: raw.school_name,
  totalTenths: Number(raw.total_tenths),
  byCategory: typeof raw.by_category === 'string' ? (JSON.parse(raw.by_category) as Record<string, number>) : raw.by_category,
  met: raw.met,
});

type CountedRow = RawRow & { teachers: number | string; met_count: number | string };

/** How many teachers are in scope and how many of them met the requirement. */
export async function countReport(db: Executor, filter: ReportFilter, requirement: HourRequirement): Promise<{ teachers: number; metCount: number }> {
  const [row] = rowsOf<{ teachers: number; met_count: number }>(
    await db.execute(sql`select count(*)::int as teachers, (count(*) filter (where met))::int as met_count from (${judged(filter, requirement)}) j`),
  );
  return { teachers: Number(row?.teachers ?? 0), metCount: Number(row?.met_count ?? 0) };
}

/**
 * A page of the report's rows, by school and name, with the counts of the whole scope in the same query (window
 * aggregates over every judged teacher, taken before the "only unmet" filter). A page past the end has no row to
 * carry them, so only then are they asked for separately.
 */
export async function reportPage(
  db: Executor,
  filter: ReportFilter,
  requirement: HourRequirement,
  onlyUnmet: boolean,
  page: { limit: number; offset: number },
): Promise<{ rows: ReportDbRow[]; teachers: number; metCount: number }> {
  const raw = rowsOf<CountedRow>(
    await db.execute(sql`select * from (
        select j.*, count(*) over () as teachers, count(*) filter (where j.met) over () as met_count from (${judged(filter, requirement)}) j
      ) k ${onlyUnmet ? sql`where not k.met` : sql``}
      order by k.school_name nulls last, k.name, k.id limit ${page.limit} offset ${page.offset}`),
  );
  const first = raw[0];
  const counts = first ? { teachers: Number(first.teachers), metCount: Number(first.met_count) } : await countReport(db, filter, requirement);
  return { rows: raw.map(toRow), ...counts };
}

/** A page (or, with no limit, all) of the report's rows, by school and name. */
export async function listReport(db: Executor, filter: ReportFilter, requirement: HourRequirement, onlyUnmet: boolean, page: { limit: number; offset: number }): Promise<ReportDbRow[]> {
  const rows = rowsOf<RawRow>(
    await db.execute(sql`select * from (${judged(filter, requirement)}) j ${onlyUnmet ? sql`where not j.met` : sql``}
      order by j.school_name nulls last, j.name, j.id limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map(toRow);
}
