import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskResources } from '@server/db/schema/disk';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Whether the tenant has any resource (the demo seeds once). */
export async function hasResources(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: diskResources.id }).from(diskResources).where(eq(diskResources.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

/** Username -> user id, unit and the unit's path, for some demo accounts. */
export async function findDemoPeople(db: Executor, tenantId: TenantId, usernames: readonly string[]) {
  const rows = await db
    .select({ username: users.username, id: users.id, orgUnitId: users.orgUnitId, orgPath: orgUnits.path })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
  return new Map(rows.map((row) => [row.username, row]));
}
