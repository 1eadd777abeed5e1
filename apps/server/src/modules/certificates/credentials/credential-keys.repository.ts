import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { credentialKeys } from '@server/db/schema/credentials';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the tenants' credential signing keys: one active (no retired_at), the retired ones kept for verifying.

export type CredentialKeyRecord = typeof credentialKeys.$inferSelect;

/** The tenant's active signing key, if it has one yet. */
export async function findActiveKey(db: Executor, tenantId: TenantId): Promise<CredentialKeyRecord | undefined> {
  const rows = await db
    .select()
    .from(credentialKeys)
    .where(and(eq(credentialKeys.tenantId, tenantId), isNull(credentialKeys.retiredAt)))
    .limit(1);
  return rows[0];
}

/** The active key locked for rotation (a second rotation at once waits, then finds it retired). */
export async function lockActiveKey(db: Executor, tenantId: TenantId): Promise<CredentialKeyRecord | undefined> {
  const rows = await db
    .select()
    .from(credentialKeys)
    .where(and(eq(credentialKeys.tenantId, tenantId), isNull(credentialKeys.retiredAt)))
    .limit(1)
    .for('update');
  return rows[0];
}

/** One of the tenant's keys, active or retired. */
export async function findKey(db: Executor, tenantId: TenantId, kid: string): Promise<CredentialKeyRecord | undefined> {
  const rows = await db
    .select()
    .from(credentialKeys)
    .where(and(eq(credentialKeys.tenantId, tenantId), eq(credentialKeys.kid, kid)))
    .limit(1);
  return rows[0];
}

/** Every key of the tenant: the active one first, then the retired ones, newest first. */
export async function listKeys(db: Executor, tenantId: TenantId): Promise<CredentialKeyRecord[]> {
  return db
    .select()
    .from(credentialKeys)
    .where(eq(credentialKeys.tenantId, tenantId))
    .orderBy(sql`${credentialKeys.retiredAt} is not null`, desc(credentialKeys.createdAt), desc(credentialKeys.kid));
}

/** Adds the tenant's active key; false when another one became active first (the partial unique key decides). */
export async function insertActiveKey(db: Executor, key: Omit<CredentialKeyRecord, 'retiredAt'>): Promise<boolean> {
  const rows = await db.insert(credentialKeys).values(key).onConflictDoNothing().returning({ kid: credentialKeys.kid });
  return rows.length === 1;
}

export async function retireKey(db: Executor, tenantId: TenantId, kid: string, now: Date): Promise<void> {
  await db
    .update(credentialKeys)
    .set({ retiredAt: now })
    .where(and(eq(credentialKeys.tenantId, tenantId), eq(credentialKeys.kid, kid), isNull(credentialKeys.retiredAt)));
}
