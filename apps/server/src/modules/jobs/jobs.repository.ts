import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// pg-boss's tables (schema pgboss, installed with the migrations by platform/jobs). Only these reads go around pg-boss:
// it has no query for "the jobs of one tenant", and the tenant lives in each job's data.

/** Whose jobs a read covers: one tenant's, and those of no tenant when `tenantless` (platform staff). */
export type JobScope = { tenantId: TenantId; tenantless: boolean };

function inScope(scope: JobScope): SQL {
  const mine = sql`j.data->>'tenantId' = ${String(scope.tenantId)}`;
  return scope.tenantless ? sql`(${mine} or j.data->>'tenantId' is null)` : mine;
}

// pg-boss's own queues (its cron clock's) are not the app's.
const APP_QUEUE = sql`q.name not like '\\_\\_pgboss\\_\\_%'`;

export type QueueCountsRow = { queue: string; queued: number; active: number; failed: number; retried: number };

/** Every app queue, with the scope's jobs in it by state (zero when it has none). */
export async function queueCounts(db: Executor, scope: JobScope): Promise<QueueCountsRow[]> {
  const result = await db.execute(sql`
    select q.name as queue,
      count(j.id) filter (where j.state = 'created')::int as queued,
      count(j.id) filter (where j.state = 'active')::int as active,
      count(j.id) filter (where j.state = 'failed')::int as failed,
      count(j.id) filter (where j.state = 'retry' or j.retry_count > 0)::int as retried
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and ${inScope(scope)}
    where ${APP_QUEUE}
    group by q.name
    order by q.name`);
  return rowsOf<QueueCountsRow>(result);
}

export type FailedJobRow = { id: string; queue: string; failedAt: string; retryCount: number; message: string | null };

/** The scope's jobs that failed for good, the latest first. */
export async function failedJobs(
  db: Executor,
  scope: JobScope,
  page: { current: number; size: number },
): Promise<{ rows: FailedJobRow[]; total: number }> {
  const where = sql`j.state = 'failed' and ${inScope(scope)}`;
  const rows = rowsOf<FailedJobRow>(
    await db.execute(sql`
      select j.id::text as id, j.name as queue, to_char(j.completed_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "failedAt",
        j.retry_count as "retryCount", j.output->>'message' as message
      from pgboss.job j
      where ${where}
      order by j.completed_on desc, j.id
      limit ${page.size} offset ${(page.current - 1) * page.size}`),
  );
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from pgboss.job j where ${where}`));
  return { rows, total: count?.total ?? 0 };
}

/** Locks a failed job of the scope for retrying it in this transaction; false when there is none such. */
export async function lockFailedJob(tx: Executor, scope: JobScope, queue: string, id: string): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from pgboss.job j where j.name = ${queue} and j.id = ${id}::uuid and j.state = 'failed' and ${inScope(scope)} for update`);
  return rowsOf(result).length === 1;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
