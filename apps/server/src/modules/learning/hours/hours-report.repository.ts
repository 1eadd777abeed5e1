import type { HourRequirement } from '@yanxiu/contract/learning-hours';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Who has met the year's requirement, for thousands of teachers at once: one aggregate per teacher over the year's
// entries (index learning_hour_entries_year_idx), judged in SQL, paged in SQL. Hours are summed in tenths.

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
    sums as (
      select e.user_id, e.category, sum(round(e.hours * 10))::int as tenths
        from learning_hour_entries e
       where e.tenant_id = ${filter.tenantId} and e.year = ${filter.year} and e.user_id in (select id from scope)
       group by e.user_id, e.category
    ),
    per_teacher as (
      select s.id, s.name, s.school_name,
             coalesce(sum(x.tenths), 0)::int as total_tenths,
             coalesce(jsonb_object_agg(x.category, x.tenths) filter (where x.category is not null), '{}'::jsonb) as by_category
        from scope s left join sums x on x.user_id = s.id
       group by s.id, s.name, s.school_name
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

/** How many teachers are in scope and how many of them met the requirement. */
export async function countReport(db: Executor, filter: ReportFilter, requirement: HourRequirement): Promise<{ teachers: number; metCount: number }> {
  const [row] = rowsOf<{ teachers: number; met_count: number }>(
    await db.execute(sql`select count(*)::int as teachers, (count(*) filter (where met))::int as met_count from (${judged(filter, requirement)}) j`),
  );
  return { teachers: Number(row?.teachers ?? 0), metCount: Number(row?.met_count ?? 0) };
}

/** A page (or, with no limit, all) of the report's rows, by school and name. */
export async function listReport(db: Executor, filter: ReportFilter, requirement: HourRequirement, onlyUnmet: boolean, page: { limit: number; offset: number }): Promise<ReportDbRow[]> {
  const rows = rowsOf<RawRow>(
    await db.execute(sql`select * from (${judged(filter, requirement)}) j ${onlyUnmet ? sql`where not j.met` : sql``}
      order by j.school_name nulls last, j.name, j.id limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map(toRow);
}
