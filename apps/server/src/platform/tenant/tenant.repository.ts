import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { tenants } from '@server/db/schema/tenants';
import type { Tenant } from './tenant';

// Its callers' type, kept importable from here for the many files that read tenants through this repository.
export type { Tenant } from './tenant';

/** The tenant served at an exact hostname, if any. */
export async function findTenantByHostname(db: Executor, hostname: string): Promise<Tenant | undefined> {
  const rows = await db
    .select()
    .from(tenants)
    .where(sql`${hostname} = any(${tenants.hostnames})`)
    .limit(1);
  return rows[0] as Tenant | undefined;
}

/** The tenant with a slug, if any. */
export async function findTenantBySlug(db: Executor, slug: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return rows[0] as Tenant | undefined;
}

export type TenantSeed = Omit<typeof tenants.$inferInsert, 'id' | 'createdAt'>;

/**
 * Creates the tenant or brings its names and hostnames up to date (keeping a logo it has); returns its row. A tenant
 * staff have edited (version past 1) keeps what they set: the code's list only fills in what nobody has chosen.
 */
export async function upsertTenant(db: Executor, seed: TenantSeed): Promise<Tenant> {
  const unedited = sql`${tenants.version} = 1`;
  const fromSeed = (
    column: typeof tenants.name | typeof tenants.nameEn | typeof tenants.hostnames | typeof tenants.districtCode,
    value: unknown,
  ) => sql`case when ${unedited} then ${value} else ${column} end`;
  const rows = await db
    .insert(tenants)
    .values(seed)
    .onConflictDoUpdate({
      target: tenants.slug,
      set: {
        name: fromSeed(tenants.name, sql`excluded.name`),
        nameEn: fromSeed(tenants.nameEn, sql`excluded.name_en`),
        hostnames: fromSeed(tenants.hostnames, sql`excluded.hostnames`),
        districtCode: fromSeed(tenants.districtCode, sql`excluded.district_code`),
        loginLogo: sql`case when ${unedited} then coalesce(${tenants.loginLogo}, excluded.login_logo) else ${tenants.loginLogo} end`,
      },
    })
    .returning();
  return rows[0]! as Tenant;
}
