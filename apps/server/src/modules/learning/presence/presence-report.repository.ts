import type { PresenceCounts } from '@yanxiu/contract/learning-presence';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Checks issued, passed and missed per lesson and teacher, aggregated in SQL over the teachers in the caller's
// reach. A check still pending past its deadline counts as missed (its next heartbeat would record it so); the
// deadline is compared with the caller's clock, passed in, not the database's.

export type PresenceReportFilter = {
  tenantId: TenantId;
  /** Teachers at or under this org path; undefined is the whole tenant. */
  orgPath: string | undefined;
  schoolId: number | undefined;
  /** Restricts to these lessons (one lesson, or a programme's); undefined is every lesson. */
  unitIds: readonly number[] | undefined;
  from: Date | undefined;
  /** Exclusive. */
  to: Date | undefined;
  keyword: string | undefined;
  now: Date;
};

export type PresenceReportDbRow = PresenceCounts & {
  unitId: number;
  userId: number;
  teacherName: string;
  schoolName: string | null;
  questionsPassed: number;
  lastIssuedAt: Date;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function grouped(filter: PresenceReportFilter): SQL {
  const missed = sql`c.outcome in ('missed', 'failed') or (c.outcome = 'pending' and c.deadline < ${filter.now})`;
  return sql`
    select c.unit_id, u.id as user_id, u.name, case when o.level = 1 then o.name end as school_name,
           count(*)::int as issued,
           (count(*) filter (where c.outcome = 'passed'))::int as passed,
           (count(*) filter (where ${missed}))::int as missed,
           (count(*) filter (where c.outcome = 'passed' and c.kind = 'question'))::int as questions_passed,
           max(c.issued_at) as last_issued_at
      from lesson_presence_checks c
      join users u on u.tenant_id = c.tenant_id and u.id = c.user_id
      join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
     where c.tenant_id = ${filter.tenantId}
       ${filter.orgPath === undefined ? sql`` : sql`and o.path like ${`${escapeLike(filter.orgPath)}%`}`}
       ${filter.schoolId === undefined ? sql`` : sql`and u.org_unit_id = ${filter.schoolId}`}
       ${filter.unitIds === undefined ? sql`` : sql`and c.unit_id = any(${sql.param([...filter.unitIds])}::bigint[])`}
       ${filter.from === undefined ? sql`` : sql`and c.issued_at >= ${filter.from}`}
       ${filter.to === undefined ? sql`` : sql`and c.issued_at < ${filter.to}`}
       ${filter.keyword ? sql`and u.name ilike ${`%${escapeLike(filter.keyword)}%`}` : sql``}
     group by c.unit_id, u.id, u.name, o.level, o.name`;
}

type RawRow = {
  unit_id: string | number;
  user_id: string | number;
  name: string;
  school_name: string | null;
  issued: number;
  passed: number;
  missed: number;
  questions_passed: number;
  last_issued_at: Date | string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One page of rows, the most recently checked first. */
export async function listPresenceReport(
  db: Executor,
  filter: PresenceReportFilter,
  page: { limit: number; offset: number },
): Promise<PresenceReportDbRow[]> {
  const result = await db.execute(sql`
    select * from (${grouped(filter)}) g order by g.last_issued_at desc, g.unit_id, g.user_id limit ${page.limit} offset ${page.offset}`);
  return rowsOf<RawRow>(result).map((raw) => ({
    unitId: Number(raw.unit_id),
    userId: Number(raw.user_id),
    teacherName: raw.name,
    schoolName: raw.school_name,
    issued: raw.issued,
    passed: raw.passed,
    missed: raw.missed,
    questionsPassed: raw.questions_passed,
    lastIssuedAt: new Date(raw.last_issued_at),
  }));
}

/** How many rows match, and the sums over all of them. */
export async function sumPresenceReport(db: Executor, filter: PresenceReportFilter): Promise<PresenceCounts & { rows: number }> {
  const result = await db.execute(sql`
    select count(*)::int as rows, coalesce(sum(issued), 0)::int as issued, coalesce(sum(passed), 0)::int as passed, coalesce(sum(missed), 0)::int as missed
      from (${grouped(filter)}) g`);
  const row = rowsOf<PresenceCounts & { rows: number }>(result)[0];
  return row ?? { rows: 0, issued: 0, passed: 0, missed: 0 };
}

/** Per question of a lesson, its results among the teachers in reach (same counting as the report). */
export async function questionResults(
  db: Executor,
  filter: Pick<PresenceReportFilter, 'tenantId' | 'orgPath' | 'now'>,
  unitId: number,
): Promise<Map<number, PresenceCounts>> {
  const result = await db.execute(sql`
    select c.question_id,
           count(*)::int as issued,
           (count(*) filter (where c.outcome = 'passed'))::int as passed,
           (count(*) filter (where c.outcome in ('missed', 'failed') or (c.outcome = 'pending' and c.deadline < ${filter.now})))::int as missed
      from lesson_presence_checks c
      join users u on u.tenant_id = c.tenant_id and u.id = c.user_id
      join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
     where c.tenant_id = ${filter.tenantId} and c.unit_id = ${unitId} and c.question_id is not null
       ${filter.orgPath === undefined ? sql`` : sql`and o.path like ${`${escapeLike(filter.orgPath)}%`}`}
     group by c.question_id`);
  const rows = rowsOf<PresenceCounts & { question_id: string | number }>(result);
  return new Map(rows.map((row) => [Number(row.question_id), { issued: row.issued, passed: row.passed, missed: row.missed }]));
}
