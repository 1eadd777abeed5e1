import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The account (without its password hash) with its unit's name, and the teaching record when there is one. */
export async function selectAccountOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const [account] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      gender: users.gender,
      phone: users.phone,
      orgUnitId: users.orgUnitId,
      orgUnitName: orgUnits.name,
      roles: users.roles,
      status: users.status,
      passwordChangedAt: users.passwordChangedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  const teaching = await db
    .select()
    .from(teachers)
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)));
  return { account, teaching };
}
