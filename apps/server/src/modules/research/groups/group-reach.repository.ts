import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { orgUnits } from '@server/db/schema/org';
import { researchGroupMembers as m, researchGroups as g } from '@server/db/schema/research';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Groups owned by a unit within an actor's reach - the org path of their unit (district staff: every group of the
// tenant; school staff: their school's) - and their members; research.queries.ts offers them to other domains.

export type GroupWithinReach = { id: number; name: string; unitName: string; members: number };

/** The groups owned by a unit under `reachPath`, by name; narrowed to `groupIds` when given. */
export async function selectGroupsWithinReach(
  db: Executor,
  tenantId: TenantId,
  reachPath: string,
  groupIds?: readonly number[],
): Promise<GroupWithinReach[]> {
  if (groupIds && groupIds.length === 0) return [];
  return db
    .select({
      id: g.id,
      name: g.name,
      unitName: orgUnits.name,
      members: sql<number>`(select count(*)::int from ${m} where ${m.tenantId} = ${g.tenantId} and ${m.groupId} = ${g.id} and ${m.status} = 'member')`,
    })
    .from(g)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, g.tenantId), eq(orgUnits.id, g.ownerUnitId)))
    .where(
      and(eq(g.tenantId, tenantId), sql`${orgUnits.path} like ${reachPath} || '%'`, groupIds ? inArray(g.id, [...groupIds]) : undefined),
    )
    .orderBy(g.name, g.id);
}

/** The user ids of the members (status 'member', not those who only asked to join) of the groups. */
export async function selectMemberUserIds(db: Executor, tenantId: TenantId, groupIds: readonly number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: m.userId })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), inArray(m.groupId, [...groupIds]), eq(m.status, 'member')));
  return rows.map((row) => row.userId);
}
