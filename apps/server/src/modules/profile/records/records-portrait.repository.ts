import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// A teacher's growth-file records as the portraits count them: per kind, all (rejected ones aside) and verified.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type RecordKindCount = { kind: string; total: number; verified: number };

/** The teacher's records per kind that has any; rejected records are not counted. */
export async function countRecordsPerKindOf(db: Executor, tenantId: TenantId, userId: number): Promise<RecordKindCount[]> {
  const rows = rowsOf<{ kind: string; total: number | string; verified: number | string }>(
    await db.execute(sql`select kind, count(*) as total, count(*) filter (where state = 'verified') as verified
        from profile_records where tenant_id = ${tenantId} and user_id = ${userId} and state <> 'rejected'
       group by kind order by kind`),
  );
  return rows.map((row) => ({ kind: row.kind, total: Number(row.total), verified: Number(row.verified) }));
}

/** The median number of verified records of the teachers of `scope` (a subquery with `user_id`). */
export async function medianVerifiedRecordsOf(db: Executor, tenantId: TenantId, scope: SQL): Promise<number | null> {
  const [row] = rowsOf<{ median: number | string | null }>(
    await db.execute(sql`select percentile_cont(0.5) within group (order by coalesce(n.verified, 0)) as median
        from (${scope}) s left join (
          select user_id, count(*) as verified from profile_records where tenant_id = ${tenantId} and state = 'verified' group by user_id
        ) n on n.user_id = s.user_id`),
  );
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}
