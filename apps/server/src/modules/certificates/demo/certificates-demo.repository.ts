import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { certificates } from '@server/db/schema/learning';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the demo certificates seed.

export async function hasCertificates(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: certificates.id }).from(certificates).where(eq(certificates.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

/** Demo accounts by username, with their org unit and its name. */
export async function findPeopleWithUnits(db: Executor, tenantId: TenantId, usernames: readonly string[]) {
  return db
    .select({ username: users.username, id: users.id, orgUnitId: users.orgUnitId, unitName: orgUnits.name })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
}
