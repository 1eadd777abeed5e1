import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { users } from '@server/db/schema/identity';
import { profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the demo profile seed: demo material, written once into an empty tenant.

export async function hasProfileRecords(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: profileRecords.id }).from(profileRecords).where(eq(profileRecords.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

/** Demo accounts by username. */
export async function findUserIds(db: Executor, tenantId: TenantId, usernames: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ username: users.username, id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
  return new Map(rows.map((row) => [row.username, row.id]));
}

/** Records an uploaded evidence file whose bytes are already in the blob store. */
export async function insertEvidenceFile(
  db: Executor,
  tenantId: TenantId,
  file: { id: string; ownerUserId: number; originalName: string; contentType: string; size: number; sha256: string; storageKey: string },
): Promise<void> {
  await db.insert(storedFiles).values({ tenantId, purpose: 'evidence', ...file });
}

export async function insertDemoRecords(db: Executor, rows: Array<typeof profileRecords.$inferInsert>): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(profileRecords).values(rows).returning({ id: profileRecords.id });
  return inserted.length;
}
