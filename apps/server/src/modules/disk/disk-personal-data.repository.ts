import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskBlobs, diskFolders, diskResources } from '@server/db/schema/disk';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's disk folders and resources (the recycle bin's too: still held), each resource with its bytes' key. */
export async function selectDiskOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const folders = await db
    .select({
      id: diskFolders.id,
      parentId: diskFolders.parentId,
      name: diskFolders.name,
      deletedAt: diskFolders.deletedAt,
      createdAt: diskFolders.createdAt,
    })
    .from(diskFolders)
    .where(and(eq(diskFolders.tenantId, tenantId), eq(diskFolders.ownerUserId, userId)));
  const resources = await db
    .select({
      id: diskResources.id,
      folderId: diskResources.folderId,
      title: diskResources.title,
      description: diskResources.description,
      tags: diskResources.tags,
      sectionCode: diskResources.sectionCode,
      subjectCode: diskResources.subjectCode,
      resourceType: diskResources.resourceType,
      fileName: diskResources.fileName,
      size: diskResources.size,
      contentType: diskResources.contentType,
      createdAt: diskResources.createdAt,
      updatedAt: diskResources.updatedAt,
      deletedAt: diskResources.deletedAt,
      storageKey: diskBlobs.storageKey,
    })
    .from(diskResources)
    .innerJoin(diskBlobs, and(eq(diskBlobs.tenantId, diskResources.tenantId), eq(diskBlobs.sha256, diskResources.blobSha256)))
    .where(and(eq(diskResources.tenantId, tenantId), eq(diskResources.ownerUserId, userId)));
  return { folders, resources };
}
