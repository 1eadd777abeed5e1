import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { orgUnits } from '@server/db/schema/org';
import type { Tenant } from '@server/platform/tenant/tenant.repository';

/**
 * The names a password of someone in this unit must not be built on (PasswordOwner.places): the tenant's slug, appId,
 * names and district code, and the names of the unit and every unit above it (its path, root first). A district's
 * other schools are left out: thousands of names would make every password "context".
 */
export async function passwordPlacesOf(
  db: Executor,
  tenant: Pick<Tenant, 'id' | 'slug' | 'appId' | 'name' | 'nameEn' | 'districtCode'>,
  orgUnitId: number,
): Promise<string[]> {
  const unit = db
    .select({ path: orgUnits.path })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenant.id), eq(orgUnits.id, orgUnitId)));
  const line = await db
    .select({ name: orgUnits.name })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenant.id), sql`starts_with((${unit}), ${orgUnits.path})`));
  return [tenant.slug, tenant.appId, tenant.name, tenant.nameEn, tenant.districtCode, ...line.map((row) => row.name)];
}
