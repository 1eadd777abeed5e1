import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskBlobs, diskQuotaRules, diskUsage } from '@server/db/schema/disk';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the disk's stored contents (blobs by hash, counted by reference) and of the quota usage.

export type DiskBlobRow = typeof diskBlobs.$inferSelect;

/** Who a quota row is for: a user, or an org unit (a school). */
export type QuotaOwner = { kind: 'user' | 'unit'; ownerId: number };

/**
 * Records one more resource naming the content `sha256`: inserts the blob with the bytes just stored under
 * `storageKey`, or (the content is already stored) adds a reference to the existing row under its lock. Answers the
 * key the content is kept under; when it is not `storageKey`, the caller deletes the bytes it stored (a duplicate).
 */
export async function referenceBlob(
  tx: Executor,
  tenantId: TenantId,
  blob: { sha256: string; size: number; contentType: string; storageKey: string; pdfStatus: string | null },
): Promise<{ storageKey: string; created: boolean }> {
  const [row] = await tx
    .insert(diskBlobs)
    .values({ tenantId, ...blob, refCount: 1 })
    .onConflictDoUpdate({ target: [diskBlobs.tenantId, diskBlobs.sha256], set: { refCount: sql`${diskBlobs.refCount} + 1` } })
    // xmax is 0 for a freshly inserted row, set for one the conflict updated.
    .returning({ storageKey: diskBlobs.storageKey, created: sql<boolean>`(xmax = 0)` });
  return { storageKey: row!.storageKey, created: row!.created };
}

/** Adds references to stored contents (copies saved from an issue); the rows exist while their resources do. */
export async function addBlobReferences(tx: Executor, tenantId: TenantId, sha256s: readonly string[]): Promise<void> {
  for (const sha256 of sha256s) {
    await tx
      .update(diskBlobs)
      .set({ refCount: sql`${diskBlobs.refCount} + 1` })
      .where(and(eq(diskBlobs.tenantId, tenantId), eq(diskBlobs.sha256, sha256)));
  }
}

/**
 * Drops one reference per purged resource to each content; a content nobody refers to any more loses its row in
 * the same transaction. Answers the storage keys (with PDF previews) whose bytes the caller deletes after commit.
 */
export async function releaseBlobs(tx: Executor, tenantId: TenantId, sha256s: readonly string[]): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const sha256 of sha256s) counts.set(sha256, (counts.get(sha256) ?? 0) + 1);
  const freed: string[] = [];
  // In hash order, so two purges sharing contents lock them in the same order.
  for (const [sha256, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const [row] = await tx
      .update(diskBlobs)
      .set({ refCount: sql`${diskBlobs.refCount} - ${n}` })
      .where(and(eq(diskBlobs.tenantId, tenantId), eq(diskBlobs.sha256, sha256)))
      .returning({ refCount: diskBlobs.refCount });
    if (row?.refCount !== 0) continue;
    const [gone] = await tx
      .delete(diskBlobs)
      .where(and(eq(diskBlobs.tenantId, tenantId), eq(diskBlobs.sha256, sha256), eq(diskBlobs.refCount, 0)))
      .returning({ storageKey: diskBlobs.storageKey, pdfStorageKey: diskBlobs.pdfStorageKey });
    if (gone) freed.push(gone.storageKey, ...(gone.pdfStorageKey ? [gone.pdfStorageKey] : []));
  }
  return freed;
}

/** A stored content by hash. */
export async function findBlob(db: Executor, tenantId: TenantId, sha256: string): Promise<DiskBlobRow | undefined> {
  const [row] = await db
    .select()
    .from(diskBlobs)
    .where(and(eq(diskBlobs.tenantId, tenantId), eq(diskBlobs.sha256, sha256)));
  return row;
}

/** Records the outcome of an Office file's conversion, only while it is still pending (a repeat run changes nothing). */
export async function settlePdfPreview(
  db: Executor,
  tenantId: TenantId,
  sha256: string,
  outcome: { status: 'ready'; storageKey: string; size: number; sha256: string } | { status: 'failed' | 'notEnabled' },
): Promise<boolean> {
  const rows = await db
    .update(diskBlobs)
    .set(
      outcome.status === 'ready'
        ? { pdfStatus: 'ready', pdfStorageKey: outcome.storageKey, pdfSize: outcome.size, pdfSha256: outcome.sha256 }
        : { pdfStatus: outcome.status },
    )
    .where(and(eq(diskBlobs.tenantId, tenantId), eq(diskBlobs.sha256, sha256), eq(diskBlobs.pdfStatus, 'pending')))
    .returning({ sha256: diskBlobs.sha256 });
  return rows.length === 1;
}

/** Puts an Office content whose preview was off (no LibreOffice then) back to pending, so a new job converts it. */
export async function requeuePdfPreview(db: Executor, tenantId: TenantId, sha256: string): Promise<boolean> {
  const rows = await db
    .update(diskBlobs)
    .set({ pdfStatus: 'pending' })
    .where(and(eq(diskBlobs.tenantId, tenantId), eq(diskBlobs.sha256, sha256), eq(diskBlobs.pdfStatus, 'notEnabled')))
    .returning({ sha256: diskBlobs.sha256 });
  return rows.length === 1;
}

// ---- Quota ----

/** The usage rows of quota owners (absent: nothing used yet). */
export async function findUsage(db: Executor, tenantId: TenantId, owners: readonly QuotaOwner[]) {
  if (owners.length === 0) return [];
  const rows = await db
    .select()
    .from(diskUsage)
    .where(
      and(
        eq(diskUsage.tenantId, tenantId),
        inArray(
          diskUsage.ownerId,
          owners.map((owner) => owner.ownerId),
        ),
      ),
    );
  return rows.filter((row) => owners.some((owner) => owner.kind === row.kind && owner.ownerId === row.ownerId));
}

/**
 * Takes `bytes` of a quota owner's allowance, as a reservation (an upload starting) or as used bytes (a copy saved),
 * in one guarded statement: the row's lock orders concurrent takers and each re-checks the limit against what the
 * one before it took, so takers together never pass the limit. False (nothing taken) when it would pass it.
 */
export async function takeQuota(
  tx: Executor,
  tenantId: TenantId,
  owner: QuotaOwner,
  bytes: number,
  limitBytes: number,
  as: 'reserved' | 'used',
): Promise<boolean> {
  await tx.insert(diskUsage).values({ tenantId, kind: owner.kind, ownerId: owner.ownerId }).onConflictDoNothing();
  const column = as === 'reserved' ? diskUsage.reservedBytes : diskUsage.usedBytes;
  const rows = await tx
    .update(diskUsage)
    .set({ [as === 'reserved' ? 'reservedBytes' : 'usedBytes']: sql`${column} + ${bytes}` })
    .where(
      and(
        eq(diskUsage.tenantId, tenantId),
        eq(diskUsage.kind, owner.kind),
        eq(diskUsage.ownerId, owner.ownerId),
        sql`${diskUsage.usedBytes} + ${diskUsage.reservedBytes} + ${bytes} <= ${limitBytes}`,
      ),
    )
    .returning({ ownerId: diskUsage.ownerId });
  return rows.length === 1;
}

/** Moves bytes between a quota owner's reserved and used counts (an upload finishing: `reserved` -n, `used` +n). */
export async function adjustUsage(
  tx: Executor,
  tenantId: TenantId,
  owner: QuotaOwner,
  change: { reserved?: number; used?: number },
): Promise<void> {
  await tx
    .update(diskUsage)
    .set({
      reservedBytes: sql`greatest(0, ${diskUsage.reservedBytes} + ${change.reserved ?? 0})`,
      usedBytes: sql`greatest(0, ${diskUsage.usedBytes} + ${change.used ?? 0})`,
    })
    .where(and(eq(diskUsage.tenantId, tenantId), eq(diskUsage.kind, owner.kind), eq(diskUsage.ownerId, owner.ownerId)));
}

/** The tenant's quota settings. */
export async function listQuotaRules(db: Executor, tenantId: TenantId) {
  return db.select().from(diskQuotaRules).where(eq(diskQuotaRules.tenantId, tenantId));
}

/** Replaces the tenant's quota settings. */
export async function replaceQuotaRules(
  tx: Executor,
  tenantId: TenantId,
  rules: ReadonlyArray<{ scope: 'role' | 'school'; role: string; limitBytes: number }>,
) {
  await tx.delete(diskQuotaRules).where(eq(diskQuotaRules.tenantId, tenantId));
  if (rules.length > 0) await tx.insert(diskQuotaRules).values(rules.map((rule) => ({ tenantId, ...rule })));
}
