import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { selectGroupsWithinReach, selectMemberUserIds, type GroupWithinReach } from './groups/group-reach.repository';

// The reads other domains need of research (the disk issues resources to groups): research owns its tables, so
// others read them through these named queries, in their own transaction when they pass one.

export type { GroupWithinReach };

/** The groups owned by a unit under `reachPath`, by name; narrowed to `groupIds` when given. */
export function groupsWithinReach(
  db: Executor,
  tenantId: TenantId,
  reachPath: string,
  groupIds?: readonly number[],
): Promise<GroupWithinReach[]> {
  return selectGroupsWithinReach(db, tenantId, reachPath, groupIds);
}

/** The user ids of the members (status 'member', not those who only asked to join) of the groups. */
export function memberUserIdsOf(db: Executor, tenantId: TenantId, groupIds: readonly number[]): Promise<number[]> {
  return selectMemberUserIds(db, tenantId, groupIds);
}
