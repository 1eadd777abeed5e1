import type { SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { countRecordsPerKindOf, medianVerifiedRecordsOf, type RecordKindCount } from './records/records-portrait.repository';

// What other domains read of teachers' profile records (the portraits), as named queries: the SQL stays in the
// repository, which no other domain imports.

export type { RecordKindCount };

/** The teacher's records per kind that has any, all (rejected ones aside) and verified. */
export function recordCountsOf(db: Executor, tenantId: TenantId, userId: number): Promise<RecordKindCount[]> {
  return countRecordsPerKindOf(db, tenantId, userId);
}

/** The median number of verified records of the teachers of `scope` (a subquery with `user_id`). */
export function verifiedRecordsMedian(db: Executor, tenantId: TenantId, scope: SQL): Promise<number | null> {
  return medianVerifiedRecordsOf(db, tenantId, scope);
}
