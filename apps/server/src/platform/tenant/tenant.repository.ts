import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { tenants } from '@server/db/schema/tenants';
import type { TenantId } from './tenant-id';

/** A tenant as the application uses it. */
export type Tenant = Omit<typeof tenants.$inferSelect, 'id'> & { id: TenantId };

/** The tenant served at an exact hostname, if any. */
export async function findTenantByHostname(db: Executor, hostname: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(sql`${hostname} = any(${tenants.hostnames})`).limit(1);
  return rows[0] as Tenant | undefined;
}

/** The tenant with a slug, if any. */
export async function findTenantBySlug(db: Executor, slug: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows[0] as Tenant | undefined;
}

export type TenantSeed = Omit<typeof tenants.$inferInsert, 'id' | 'createdAt'>;

/** Creates the tenant or brings its names and hostnames up to date (keeping a logo it has); returns its row. */
export async function upsertTenant(db: Executor, seed: TenantSeed): Promise<Tenant> {
  const rows = await db
    .insert(tenants)
    .values(seed)
    .onConflictDoUpdate({
      target: tenants.slug,
      set: {
        name: seed.name,
        nameEn: seed.nameEn,
        hostnames: seed.hostnames,
        districtCode: seed.districtCode,
        loginLogo: sql`coalesce(${tenants.loginLogo}, excluded.login_logo)`,
      },
    })
    .returning();
  return rows[0]! as Tenant;
}
