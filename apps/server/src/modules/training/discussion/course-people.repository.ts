import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person as the discussion shows them. */
export type CoursePersonRecord = { userId: number; name: string; orgName: string };

/** People by id with their unit's name (unknown ids are left out). */
export async function findCoursePeople(
  db: Executor,
  tenantId: TenantId,
  userIds: readonly number[],
): Promise<Map<number, CoursePersonRecord>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, name: users.name, orgName: orgUnits.name })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])));
  return new Map(rows.map((row) => [row.userId, row]));
}
