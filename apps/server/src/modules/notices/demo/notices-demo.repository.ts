import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { notices } from '@server/db/schema/notices';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Whether the tenant has any notice (the demo seeds once). */
export async function hasNotices(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: notices.id }).from(notices).where(eq(notices.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

/** Username -> user id and org unit, for the demo accounts among some usernames. */
export async function findDemoStaff(db: Executor, tenantId: TenantId, usernames: readonly string[]) {
  const rows = await db
    .select({ username: users.username, id: users.id, orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
  return new Map(rows.map((row) => [row.username, row]));
}

/** The tenant's schools in the order they were created. */
export async function findDemoSchools(db: Executor, tenantId: TenantId): Promise<number[]> {
  const rows = await db
    .select({ id: orgUnits.id })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.level, 1)))
    .orderBy(asc(orgUnits.id));
  return rows.map((row) => row.id);
}

/** Inserts a demo notice already announced (the demo tells nobody). */
export async function insertDemoNotice(db: Executor, values: typeof notices.$inferInsert): Promise<void> {
  await db.insert(notices).values(values);
}
