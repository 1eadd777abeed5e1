import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findPeople } from './topics.repository';

/** Names of some users, by id, in one read. */
export async function findUserNames(db: Executor, tenantId: TenantId, userIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await findPeople(db, tenantId, userIds);
  return new Map(rows.map((row) => [row.userId, row.name]));
}
