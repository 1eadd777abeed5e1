import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { selectionProjects } from '@server/db/schema/selection';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Whether the tenant has any selection project (the demo seeds once). */
export async function hasProjects(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db
    .select({ id: selectionProjects.id })
    .from(selectionProjects)
    .where(eq(selectionProjects.tenantId, tenantId))
    .limit(1);
  return rows.length > 0;
}

/** Username -> user id and org unit, for the demo accounts among some usernames. */
export async function findDemoUsers(db: Executor, tenantId: TenantId, usernames: readonly string[]) {
  const rows = await db
    .select({ username: users.username, id: users.id, orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
  return new Map(rows.map((row) => [row.username, row]));
}
