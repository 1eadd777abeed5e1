import { DEFAULT_HOUR_CATEGORIES, type HourRequirement } from '@yanxiu/contract/learning-hours';
import { sql, type SQL } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Who has met the year's requirement, for thousands of teachers at once: each teacher's year is one row of
// learning_hour_totals (kept with the ledger by a trigger), judged in SQL. A page without a keyword costs the same
// whatever the number of teachers: the counts come from learning_report_unit_counts / _unit_teachers (kept by triggers,
// migration 0023), which also tell which units the page falls in, and each of those units' teachers are read in
// order from users_report_teachers_idx, only as far as the page. A keyword search judges every matching teacher.
// The usual page (no keyword, within one unit) is two prepared statements: the frame (requirement, categories, counts)
// and the unit's rows. Hours are in tenths.

export type ReportFilter = {
  tenantId: TenantId;
  year: number;
  /** Teachers at or under this org path; undefined is the whole tenant. */
  orgPath: string | undefined;
  schoolId: number | undefined;
  keyword: string | undefined;
};

export type ReportDbRow = {
  userId: number;
  unitId: number;
  teacherName: string;
  schoolName: string | null;
  totalTenths: number;
  byCategory: Record<string, number>;
  met: boolean;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const tenths = (hours: number) => Math.round(hours * 10);

/** Whether `p.total_tenths` / `p.by_category` meet the requirement (learning_hours_met in migration 0023 judges alike). */
function metOf(requirement: HourRequirement): SQL {
  const minimums = Object.entries(requirement.categoryMinimums).map(
    ([code, minimum]) => sql` and coalesce((p.by_category ->> ${code})::int, 0) >= ${tenths(minimum)}`,
  );
  return requirement.totalHours === null
    ? sql`false`
    : sql`(p.total_tenths >= ${tenths(requirement.totalHours)}${sql.join(minimums, sql``)})`;
}

/** The requirement in tenths as metByParams takes it. */
function requirementParams(requirement: HourRequirement): { requiredTenths: number | null; minimumTenths: string } {
  const minimums = Object.fromEntries(Object.entries(requirement.categoryMinimums).map(([code, minimum]) => [code, tenths(minimum)]));
  return {
    requiredTenths: requirement.totalHours === null ? null : tenths(requirement.totalHours),
    minimumTenths: JSON.stringify(minimums),
  };
}

/** Whether a teacher without a totals row (0 hours) meets the requirement, so counts as met without being counted there. */
function zeroMeets(requirement: HourRequirement): boolean {
  return (
    requirement.totalHours !== null &&
    tenths(requirement.totalHours) <= 0 &&
    Object.values(requirement.categoryMinimums).every((minimum) => tenths(minimum) <= 0)
  );
}

/** The teachers in scope with their year's totals and whether they met the requirement. */
function judged(filter: ReportFilter, requirement: HourRequirement): SQL {
  const met = metOf(requirement);
  return sql`
    with scope as (
      select u.id, u.name, u.org_unit_id, case when o.level = 1 then o.name end as school_name
        from users u
        join teachers t on t.tenant_id = u.tenant_id and t.user_id = u.id
        join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
       where u.tenant_id = ${filter.tenantId} and u.status = 'active' and 'teacher' = any(u.roles)
         ${filter.orgPath === undefined ? sql`` : sql`and o.path like ${`${escapeLike(filter.orgPath)}%`}`}
         ${filter.schoolId === undefined ? sql`` : sql`and u.org_unit_id = ${filter.schoolId}`}
         ${filter.keyword ? sql`and u.name ilike ${`%${escapeLike(filter.keyword)}%`}` : sql``}
    ),
    per_teacher as (
      select s.id, s.name, s.org_unit_id, s.school_name, coalesce(t.total_tenths, 0) as total_tenths, coalesce(t.by_category, '{}'::jsonb) as by_category
        from scope s
        left join learning_hour_totals t on t.tenant_id = ${filter.tenantId} and t.year = ${filter.year} and t.user_id = s.id
    )
    select p.*, ${met} as met from per_teacher p`;
}

type RawRow = {
  id: number | string;
  org_unit_id: number | string;
  name: string;
  school_name: string | null;
  total_tenths: number;
  by_category: Record<string, number> | string;
  met: boolean;
};

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const toRow = (raw: RawRow): ReportDbRow => ({
  userId: Number(raw.id),
  unitId: Number(raw.org_unit_id),
  teacherName: raw.name,
  schoolName: raw.school_name,
  totalTenths: Number(raw.total_tenths),
  byCategory: typeof raw.by_category === 'string' ? (JSON.parse(raw.by_category) as Record<string, number>) : raw.by_category,
  met: raw.met,
});

type CountedRow = RawRow & { teachers: number | string; met_count: number | string };

/** How many teachers are in scope and how many of them met the requirement. */
export async function countReport(
  db: Executor,
  filter: ReportFilter,
  requirement: HourRequirement,
): Promise<{ teachers: number; metCount: number }> {
  const [row] = rowsOf<{ teachers: number; met_count: number }>(
    await db.execute(
      sql`select count(*)::int as teachers, (count(*) filter (where met))::int as met_count from (${judged(filter, requirement)}) j`,
    ),
  );
  return { teachers: Number(row?.teachers ?? 0), metCount: Number(row?.met_count ?? 0) };
}

/**
 * A page of the report's rows, by school and name, with the counts of the whole scope: from the maintained counts in
 * the frame without a keyword (pageByUnits), else judged over every matching teacher with the counts as window
 * aggregates.
 */
export async function reportPage(
  db: Executor,
  filter: ReportFilter,
  frame: ReportFrame,
  onlyUnmet: boolean,
  page: Page,
): Promise<{ rows: ReportDbRow[]; teachers: number; metCount: number }> {
  const { requirement } = frame;
  if (!filter.keyword) return pageByUnits(db, filter, frame, onlyUnmet, page);
  const raw = rowsOf<CountedRow>(
    await db.execute(sql`select * from (
        select j.*, count(*) over () as teachers, count(*) filter (where j.met) over () as met_count from (${judged(filter, requirement)}) j
      ) k ${onlyUnmet ? sql`where not k.met` : sql``}
      order by k.school_name nulls last, k.name, k.id limit ${page.limit} offset ${page.offset}`),
  );
  const first = raw[0];
  const counts = first
    ? { teachers: Number(first.teachers), metCount: Number(first.met_count) }
    : await countReport(db, filter, requirement);
  return { rows: raw.map(toRow), ...counts };
}

/** Units sharing a place in the report's order (one school, or every unit that is not a school), with their counts. */
type UnitGroup = { unitIds: number[]; teachers: number; metCount: number };

type UnitCountRow = {
  id: number | string;
  school_name: string | null;
  teachers: number | string;
  with_totals: number | string;
  met: number | string;
};

/** What every page needs before its rows: the year's requirement, the categories' order and the units' counts. */
export type ReportFrame = { requirement: HourRequirement; categoryOrder: string[]; groups: UnitGroup[] };

const param = (name: string) => sql.placeholder(name);

// One statement, prepared once per database (see preparedPer), for the requirement, the categories and the counts of
// the units in scope (learning_report_unit_teachers / _unit_counts), in the report's order.
const frameQuery = preparedPer((db) =>
  db
    .select({
      requirement: sql<{
        totalHours: number | string;
        categoryMinimums: Record<string, number>;
      } | null>`(select json_build_object('totalHours', r.total_hours, 'categoryMinimums', r.category_minimums)
          from learning_requirements r where r.tenant_id = ${param('tenantId')} and r.year = ${param('year')})`,
      codes: sql<
        string[]
      >`(select coalesce(json_agg(c.code order by c.position, c.code), '[]'::json) from learning_hour_categories c where c.tenant_id = ${param('tenantId')})`,
      units: sql<UnitCountRow[]>`(select coalesce(json_agg(x order by x.school_name nulls last, x.id), '[]'::json) from (
          select o.id, case when o.level = 1 then o.name end as school_name, ut.teachers, coalesce(uc.with_totals, 0) as with_totals, coalesce(uc.met, 0) as met
            from learning_report_unit_teachers ut
            join org_units o on o.tenant_id = ut.tenant_id and o.id = ut.org_unit_id
            left join learning_report_unit_counts uc on uc.tenant_id = ut.tenant_id and uc.year = ${param('year')} and uc.org_unit_id = ut.org_unit_id
           where ut.tenant_id = ${param('tenantId')} and ut.teachers > 0
             and (${param('pathPattern')}::text is null or o.path like ${param('pathPattern')}::text)
             and (${param('schoolId')}::bigint is null or o.id = ${param('schoolId')}::bigint)) x)`,
    })
    .from(sql`(select 1) frame`)
    .prepare('learning_report_frame'),
);

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The year's requirement, the categories' order and the units in scope grouped in the report's order, in one query. */
export async function reportFrame(db: Executor, filter: ReportFilter): Promise<ReportFrame> {
  const [row] = await frameQuery(db).execute({
    tenantId: filter.tenantId,
    year: filter.year,
    pathPattern: filter.orgPath === undefined ? null : `${escapeLike(filter.orgPath)}%`,
    schoolId: filter.schoolId ?? null,
  });
  const saved = row?.requirement ? parsed(row.requirement) : null;
  const requirement: HourRequirement = saved
    ? { year: filter.year, totalHours: Number(saved.totalHours), categoryMinimums: saved.categoryMinimums }
    : { year: filter.year, totalHours: null, categoryMinimums: {} };
  const codes = row ? parsed(row.codes) : [];
  return {
    requirement,
    categoryOrder: codes.length > 0 ? codes : DEFAULT_HOUR_CATEGORIES.map((category) => category.code),
    groups: groupUnits(row ? parsed(row.units) : [], requirement),
  };
}

/** Consecutive units of the same school name (or none) as one group, with the teachers who count as met. */
function groupUnits(rows: UnitCountRow[], requirement: HourRequirement): UnitGroup[] {
  const allMeet = zeroMeets(requirement);
  const groups: UnitGroup[] = [];
  let previous: string | null | undefined;
  for (const row of rows) {
    const teachers = Number(row.teachers);
    const metCount = Number(row.met) + (allMeet ? teachers - Number(row.with_totals) : 0);
    const last = groups[groups.length - 1];
    if (last && row.school_name === previous) {
      last.unitIds.push(Number(row.id));
      last.teachers += teachers;
      last.metCount += metCount;
    } else {
      groups.push({ unitIds: [Number(row.id)], teachers, metCount });
    }
    previous = row.school_name;
  }
  return groups;
}

const unitPageFields = {
  id: sql<number | string>`p.id`,
  org_unit_id: sql<number | string>`p.org_unit_id`,
  name: sql<string>`p.name`,
  school_name: sql<string | null>`p.school_name`,
  total_tenths: sql<number>`p.total_tenths`,
  by_category: sql<Record<string, number> | string>`p.by_category`,
  met: sql<boolean>`p.met`,
};

/**
 * Met, as metOf judges, with the requirement as parameters so the statement can be prepared: `requiredTenths` (null
 * when the year has no requirement: never met) and `minimumTenths`, `{ code: tenths }`. Inline rather than
 * learning_hours_met: a SQL function holding a subquery is not inlined, and calling it per row cost more than the rest.
 */
const metByParams = (total: SQL, byCategory: SQL) => sql`coalesce(${total} >= ${param('requiredTenths')}::int and not exists (
    select 1 from jsonb_each_text(${param('minimumTenths')}::jsonb) m where coalesce((${byCategory} ->> m.key)::int, 0) < m.value::int), false)`;

const judgedRow = sql`u.id, u.org_unit_id, u.name, case when o.level = 1 then o.name end as school_name, coalesce(t.total_tenths, 0) as total_tenths,
  coalesce(t.by_category, '{}'::jsonb) as by_category, ${metByParams(sql`coalesce(t.total_tenths, 0)`, sql`t.by_category`)} as met`;

/** Where a page starts within its unit: after skipping `skip` teachers, or after the cursor's place (name, id). */
type Start = 'offset' | 'after';

const startOf = (start: Start) => (start === 'offset' ? sql`offset ${param('skip')}` : sql``);
const afterOf = (start: Start) =>
  start === 'after' ? sql`and (u.name, u.id) > (${param('afterName')}::text, ${param('afterId')}::bigint)` : sql``;

// A page within one unit, every teacher: read off users_report_teachers_idx (tenant, unit, name, id) with the teachers
// row's key, from an offset (the rows skipped are read and dropped) or from a cursor (an index range: nothing skipped),
// and only the page's rows are joined to their unit and totals.
const unitPageQuery = (start: Start) =>
  preparedPer((db) =>
    db
      .select(unitPageFields)
      .from(
        sql`(select ${judgedRow}
          from (select u.tenant_id, u.id, u.name, u.org_unit_id from users u
                 where u.tenant_id = ${param('tenantId')} and u.org_unit_id = ${param('unitId')} and u.status = 'active' and 'teacher' = any(u.roles)
                   ${afterOf(start)}
                   and exists (select 1 from teachers te where te.tenant_id = u.tenant_id and te.user_id = u.id)
                 order by u.name, u.id ${startOf(start)} limit ${param('take')}) u
          join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
          left join learning_hour_totals t on t.tenant_id = u.tenant_id and t.year = ${param('year')} and t.user_id = u.id) p`,
      )
      .orderBy(sql`p.name`, sql`p.id`)
      .prepare(`learning_report_unit_page_${start}`),
  );

// A page within one unit, only those short of the requirement: judged row by row in name order until the page is full.
const unitUnmetPageQuery = (start: Start) =>
  preparedPer((db) =>
    db
      .select(unitPageFields)
      .from(
        sql`(select ${judgedRow}
          from users u
          join teachers te on te.tenant_id = u.tenant_id and te.user_id = u.id
          join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
          left join learning_hour_totals t on t.tenant_id = u.tenant_id and t.year = ${param('year')} and t.user_id = u.id
         where u.tenant_id = ${param('tenantId')} and u.org_unit_id = ${param('unitId')} and u.status = 'active' and 'teacher' = any(u.roles)
           ${afterOf(start)}
           and not ${metByParams(sql`coalesce(t.total_tenths, 0)`, sql`t.by_category`)}
         order by u.name, u.id ${startOf(start)} limit ${param('take')}) p`,
      )
      .orderBy(sql`p.name`, sql`p.id`)
      .prepare(`learning_report_unit_unmet_page_${start}`),
  );

const unitPages = { offset: unitPageQuery('offset'), after: unitPageQuery('after') };
const unitUnmetPages = { offset: unitUnmetPageQuery('offset'), after: unitUnmetPageQuery('after') };

/** The last row's place in the report's order, from which the next page reads on (hours-report-cursor.ts). */
export type ReportCursor = { unitId: number; name: string; id: number };

/** The rows of one group to read: from `skip` teachers in, or after a cursor's place; at most `take`. */
type Slice = { unitIds: number[]; skip: number; take: number; after?: ReportCursor };

type Page = { limit: number; offset: number; after?: ReportCursor };

/**
 * The page from the maintained counts: the groups the page's rows fall in are found by adding up their counts (or,
 * given a cursor, are the cursor's group and those after it), and each is read in name order only as far as the page
 * needs: a page within one unit by a prepared statement, one spanning groups (or a group of several units) by one
 * statement for all of them. A cursor whose unit is not in the frame (out of the caller's scope, or no longer holding
 * teachers) is ignored and the page number decides.
 */
async function pageByUnits(
  db: Executor,
  filter: ReportFilter,
  { requirement, groups }: ReportFrame,
  onlyUnmet: boolean,
  page: Page,
): Promise<{ rows: ReportDbRow[]; teachers: number; metCount: number }> {
  const teachers = groups.reduce((sum, group) => sum + group.teachers, 0);
  const metCount = groups.reduce((sum, group) => sum + group.metCount, 0);
  const sizeOf = (group: UnitGroup) => (onlyUnmet ? group.teachers - group.metCount : group.teachers);
  const after = page.after;
  const at = after ? groups.findIndex((group) => group.unitIds.includes(after.unitId)) : -1;
  if (after && at >= 0) {
    // The cursor's group from its place on; how many of it remain is not known, so the groups after it are read only
    // when it falls short of the page.
    const rows = await readSlices(db, filter, requirement, onlyUnmet, [{ unitIds: groups[at]!.unitIds, skip: 0, take: page.limit, after }]);
    const wanted = page.limit - rows.length;
    if (wanted <= 0) return { rows, teachers, metCount };
    const rest = await readSlices(db, filter, requirement, onlyUnmet, slicesOf(groups.slice(at + 1), sizeOf, 0, wanted));
    return { rows: [...rows, ...rest], teachers, metCount };
  }
  return {
    rows: await readSlices(db, filter, requirement, onlyUnmet, slicesOf(groups, sizeOf, page.offset, page.limit)),
    teachers,
    metCount,
  };
}

/** The parts of the groups a page from `offset` of `limit` rows covers. */
function slicesOf(groups: UnitGroup[], sizeOf: (group: UnitGroup) => number, offset: number, limit: number): Slice[] {
  const slices: Slice[] = [];
  let start = 0;
  let wanted = limit;
  for (const group of groups) {
    const size = sizeOf(group);
    if (wanted > 0 && start + size > offset) {
      const skip = Math.max(0, offset - start);
      const take = Math.min(size - skip, wanted);
      slices.push({ unitIds: group.unitIds, skip, take });
      wanted -= take;
    }
    start += size;
  }
  return slices;
}

/** The rows of the slices in order: one prepared statement for a slice of one unit, else one statement for them all. */
async function readSlices(
  db: Executor,
  filter: ReportFilter,
  requirement: HourRequirement,
  onlyUnmet: boolean,
  slices: Slice[],
): Promise<ReportDbRow[]> {
  if (slices.length === 0) return [];
  const only = slices.length === 1 && slices[0]!.unitIds.length === 1 ? slices[0]! : undefined;
  if (only) {
    const query = (onlyUnmet ? unitUnmetPages : unitPages)[only.after ? 'after' : 'offset'](db);
    const place = only.after ? { afterName: only.after.name, afterId: only.after.id } : { skip: only.skip };
    const raw = await query.execute({
      tenantId: filter.tenantId,
      year: filter.year,
      unitId: only.unitIds[0]!,
      take: only.take,
      ...place,
      ...requirementParams(requirement),
    });
    return raw.map(toRow);
  }
  const parts = slices.map(({ unitIds, skip, take, after }, index) => {
    const where = [
      onlyUnmet ? sql`not p.met` : undefined,
      after ? sql`(p.name, p.id) > (${after.name}::text, ${after.id}::bigint)` : undefined,
    ].filter((part) => part !== undefined);
    return sql`(select ${index} as part, p.* from (${groupRows(filter, unitIds, requirement)}) p
      ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``} order by p.name, p.id offset ${skip} limit ${take})`;
  });
  const raw = rowsOf<RawRow>(await db.execute(sql`select * from (${sql.join(parts, sql` union all `)}) q order by q.part, q.name, q.id`));
  return raw.map(toRow);
}

/** The teachers of these units in the report's scope with their year's totals, judged (read from users_report_teachers_idx). */
function groupRows(filter: ReportFilter, unitIds: number[], requirement: HourRequirement): SQL {
  const units =
    unitIds.length === 1
      ? sql`u.org_unit_id = ${unitIds[0]}`
      : sql`u.org_unit_id in (${sql.join(
          unitIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  return sql`select p.*, ${metOf(requirement)} as met
    from (
      select u.id, u.org_unit_id, u.name, case when o.level = 1 then o.name end as school_name, coalesce(t.total_tenths, 0) as total_tenths, coalesce(t.by_category, '{}'::jsonb) as by_category
        from users u
        join teachers te on te.tenant_id = u.tenant_id and te.user_id = u.id
        join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
        left join learning_hour_totals t on t.tenant_id = u.tenant_id and t.year = ${filter.year} and t.user_id = u.id
       where u.tenant_id = ${filter.tenantId} and ${units} and u.status = 'active' and 'teacher' = any(u.roles)
    ) p`;
}

/** A page (or, with no limit, all) of the report's rows, by school and name. */
export async function listReport(
  db: Executor,
  filter: ReportFilter,
  requirement: HourRequirement,
  onlyUnmet: boolean,
  page: { limit: number; offset: number },
): Promise<ReportDbRow[]> {
  const rows = rowsOf<RawRow>(
    await db.execute(sql`select * from (${judged(filter, requirement)}) j ${onlyUnmet ? sql`where not j.met` : sql``}
      order by j.school_name nulls last, j.name, j.id limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map(toRow);
}
