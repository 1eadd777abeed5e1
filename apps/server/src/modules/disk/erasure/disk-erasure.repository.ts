import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskFolders, diskResources, diskUploads } from '@server/db/schema/disk';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { PurgedResource } from '../resources/disk-resources.repository';

/** Deletes every resource a user owns, live or recycled (their issue items go with them), answering what the quotas and blobs must release. */
export async function deleteResourcesOwnedBy(tx: Executor, tenantId: TenantId, userId: number): Promise<PurgedResource[]> {
  return tx
    .delete(diskResources)
    .where(and(eq(diskResources.tenantId, tenantId), eq(diskResources.ownerUserId, userId)))
    .returning({
      id: diskResources.id,
      ownerUserId: diskResources.ownerUserId,
      ownerUnitId: diskResources.ownerUnitId,
      blobSha256: diskResources.blobSha256,
      size: diskResources.size,
    });
}

/** Deletes every folder a user owns (after their resources: a resource's folder has no cascade). */
export async function deleteFoldersOwnedBy(tx: Executor, tenantId: TenantId, userId: number): Promise<number> {
  const rows = await tx
    .delete(diskFolders)
    .where(and(eq(diskFolders.tenantId, tenantId), eq(diskFolders.ownerUserId, userId)))
    .returning({ id: diskFolders.id });
  return rows.length;
}

/** The ids of a user's unfinished uploads. */
export async function selectOpenUploadsOf(tx: Executor, tenantId: TenantId, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ id: diskUploads.id })
    .from(diskUploads)
    .where(and(eq(diskUploads.tenantId, tenantId), eq(diskUploads.ownerUserId, userId), isNull(diskUploads.resourceId)));
  return rows.map((row) => row.id);
}

/** Deletes the rows of a user's finished uploads (they still name the file and title). */
export async function deleteFinishedUploadsOf(tx: Executor, tenantId: TenantId, userId: number): Promise<number> {
  const rows = await tx
    .delete(diskUploads)
    .where(and(eq(diskUploads.tenantId, tenantId), eq(diskUploads.ownerUserId, userId)))
    .returning({ id: diskUploads.id });
  return rows.length;
}
