import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Training as the portraits read it. A programme is completed by a teacher when they completed every current unit
// of it (what programmeCompleted announces; no row keeps it), on the day of the last of those completions. Years
// and days are China time.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Per teacher of `where` and programme they touched: whether every current unit is done, and when the last was. */
function completions(tenantId: TenantId, users: SQL): SQL {
  // Each programme's current units are counted once (not once per teacher), then compared with each teacher's.
  return sql`select d.user_id, d.programme_id, d.completed_at from (
        select c.user_id, u.programme_id, count(*) as done, max(c.completed_at) as completed_at
          from training_unit_completions c
          join training_units u on u.tenant_id = c.tenant_id and u.id = c.unit_id and not u.removed
         where c.tenant_id = ${tenantId} and c.user_id in (${users})
         group by c.user_id, u.programme_id
      ) d
      join (select programme_id, count(*) as units from training_units where tenant_id = ${tenantId} and not removed group by programme_id) p
        on p.programme_id = d.programme_id and p.units = d.done`;
}

export type CompletedProgramme = { programmeId: number; title: string; completedOn: string };

/** The programmes a teacher completed, the latest first. */
export async function completedProgrammesOf(db: Executor, tenantId: TenantId, userId: number): Promise<CompletedProgramme[]> {
  const rows = rowsOf<{ programme_id: number | string; title: string; completed_on: string }>(
    await db.execute(sql`select d.programme_id, p.title, to_char(d.completed_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as completed_on
        from (${completions(tenantId, sql`${userId}`)}) d
        join training_programmes p on p.tenant_id = ${tenantId} and p.id = d.programme_id
       order by d.completed_at desc, d.programme_id desc`),
  );
  return rows.map((row) => ({ programmeId: Number(row.programme_id), title: row.title, completedOn: row.completed_on }));
}

/** The median number of programmes completed by the teachers of `scope` (a subquery with `user_id`). */
export async function completedProgrammesMedian(db: Executor, tenantId: TenantId, scope: SQL): Promise<number | null> {
  const [row] = rowsOf<{ median: number | string | null }>(
    await db.execute(sql`with s as (${scope}), d as (${completions(tenantId, sql`select user_id from s`)})
      select percentile_cont(0.5) within group (order by coalesce(n.done, 0)) as median
        from s left join (select user_id, count(*) as done from d group by user_id) n on n.user_id = s.user_id`),
  );
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

/** Units each of the given teachers completed in the year (teachers with none are absent). */
export async function unitsCompletedInYear(
  db: Executor,
  tenantId: TenantId,
  userIds: readonly number[],
  year: number,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<{ user_id: number | string; units: number | string }>(
    await db.execute(sql`select c.user_id, count(*) as units from training_unit_completions c
       where c.tenant_id = ${tenantId} and c.user_id in (${sql.join(
         userIds.map((id) => sql`${id}`),
         sql`, `,
       )})
         and extract(year from c.completed_at at time zone 'Asia/Shanghai') = ${year}
       group by c.user_id`),
  );
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.units)]));
}

/** How many teachers of `scope` completed at least one unit of training in the year. */
export async function participatingInYear(db: Executor, tenantId: TenantId, scope: SQL, year: number): Promise<number> {
  const [row] = rowsOf<{ teachers: number | string }>(
    await db.execute(sql`select count(*) as teachers from (${scope}) s where exists (
        select 1 from training_unit_completions c where c.tenant_id = ${tenantId} and c.user_id = s.user_id
           and extract(year from c.completed_at at time zone 'Asia/Shanghai') = ${year})`),
  );
  return Number(row?.teachers ?? 0);
}
