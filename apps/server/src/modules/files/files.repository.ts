import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A new stored file's row. */
export type NewStoredFile = Omit<typeof storedFiles.$inferInsert, 'tenantId'> & { tenantId: TenantId };

/** Records a file whose bytes are already in the blob store. */
export async function insertStoredFile(db: Executor, row: NewStoredFile): Promise<void> {
  await db.insert(storedFiles).values(row);
}

/** A stored file with the org path of its owner, which decides who else may read it. */
export async function selectStoredFile(db: Executor, tenantId: TenantId, id: string) {
  const rows = await db
    .select({
      id: storedFiles.id,
      ownerUserId: storedFiles.ownerUserId,
      ownerOrgPath: orgUnits.path,
      purpose: storedFiles.purpose,
      originalName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .innerJoin(users, and(eq(users.tenantId, storedFiles.tenantId), eq(users.id, storedFiles.ownerUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, id)))
    .limit(1);
  return rows[0];
}

export type StoredFileRow = NonNullable<Awaited<ReturnType<typeof selectStoredFile>>>;

/** Locks a file's row until the transaction ends (before checking what uses it and deleting it); true when there is one. */
export async function lockStoredFile(tx: Executor, tenantId: TenantId, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, id)))
    .for('update');
  return rows.length > 0;
}

/** Removes a file's row; true when there was one. */
export async function deleteStoredFile(db: Executor, tenantId: TenantId, id: string): Promise<boolean> {
  const deleted = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.id, id)))
    .returning({ id: storedFiles.id });
  return deleted.length > 0;
}

/** Takes a share lock on the tenant's files among the ids until the transaction ends; answers those that exist. */
export async function shareLockStoredFiles(tx: Executor, tenantId: TenantId, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, ids)))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

/** Stored files by id (the tenant's only): whose, for what, and what to show of them. */
export async function selectStoredFileFacts(db: Executor, tenantId: TenantId, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: storedFiles.id,
      ownerUserId: storedFiles.ownerUserId,
      purpose: storedFiles.purpose,
      name: storedFiles.originalName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...new Set(ids)])));
}
