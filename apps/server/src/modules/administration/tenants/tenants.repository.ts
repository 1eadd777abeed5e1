import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { tenants } from '@server/db/schema/tenants';
import { signInPolicyColumns } from '@server/platform/tenant/sign-in-policy.repository';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const settingsColumns = {
  id: tenants.id,
  appId: tenants.appId,
  name: tenants.name,
  nameEn: tenants.nameEn,
  districtCode: tenants.districtCode,
  hostnames: tenants.hostnames,
  defaultLocale: tenants.defaultLocale,
  loginLogo: tenants.loginLogo,
  loginLogoFileTenantId: tenants.loginLogoFileTenantId,
  loginLogoFileId: tenants.loginLogoFileId,
  version: tenants.version,
  ...signInPolicyColumns,
};

export type TenantSettingsRow = Awaited<ReturnType<typeof findTenantSettings>> & object;

/** Every tenant, by name: platform staff manage them all, so this reads across tenants by design. */
export function listTenantsAcrossTenants(db: Executor) {
  return db.select(settingsColumns).from(tenants).orderBy(asc(tenants.id));
}

/** One tenant's settings row (FOR UPDATE inside a save's transaction, so the version check and the write agree). */
export async function findTenantSettings(db: Executor, tenantId: TenantId, options: { forUpdate?: boolean } = {}) {
  const query = db.select(settingsColumns).from(tenants).where(eq(tenants.id, tenantId));
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

/**
 * Serialises saves that change hostnames or district codes across all tenants for the rest of the transaction, so two
 * saves cannot both find a name free and both take it (no unique index can hold one element of an array).
 */
export async function lockTenantNames(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('yanxiu.tenant-names'))`);
}

/** The hostnames among `hostnames` that another tenant is served at. */
export async function hostnamesOfOtherTenants(db: Executor, tenantId: TenantId, hostnames: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ hostnames: tenants.hostnames })
    .from(tenants)
    .where(and(ne(tenants.id, tenantId), sql`${tenants.hostnames} && ${sql.param([...hostnames])}::text[]`));
  const wanted = new Set(hostnames);
  return [...new Set(rows.flatMap((row) => row.hostnames.filter((name) => wanted.has(name))))];
}

/** Whether another tenant has this district code. */
export async function districtCodeOfOtherTenant(db: Executor, tenantId: TenantId, districtCode: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(ne(tenants.id, tenantId), eq(tenants.districtCode, districtCode)))
    .limit(1);
  return rows.length > 0;
}

export type TenantSettingsChange = Partial<Omit<typeof tenants.$inferInsert, 'id' | 'slug' | 'appId' | 'isDemo' | 'createdAt' | 'version'>>;

/** Writes a change at the version read, raising it; answers the new row, or undefined when the version moved on. */
export async function updateTenantSettings(tx: Executor, tenantId: TenantId, version: number, change: TenantSettingsChange) {
  const rows = await tx
    .update(tenants)
    .set({ ...change, version: sql`${tenants.version} + 1` })
    .where(and(eq(tenants.id, tenantId), eq(tenants.version, version)))
    .returning(settingsColumns);
  return rows[0];
}

/** Where a tenant's uploaded logo is kept (the tenant holding the file and its id), by app id. */
export async function findLogoFileOf(db: Executor, tenantId: TenantId) {
  const rows = await db
    .select({ fileTenantId: tenants.loginLogoFileTenantId, fileId: tenants.loginLogoFileId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const row = rows[0];
  return row?.fileTenantId != null && row.fileId != null ? { fileTenantId: row.fileTenantId, fileId: row.fileId } : undefined;
}

/** Whether any tenant shows this file as its logo (a file in use must not be deleted). */
export async function isLogoInUse(db: Executor, fileTenantId: TenantId, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.loginLogoFileTenantId, fileTenantId), eq(tenants.loginLogoFileId, fileId)))
    .limit(1);
  return rows.length > 0;
}
