import type { FilePurpose, StoredFileInfo } from '@yanxiu/contract/files';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { requireWithinUploadLimit, storeCallerFile } from '@server/modules/files/files.public';
import { findBlob } from '@server/modules/disk/storage/disk-storage.repository';
import { findUsableResource } from './disk-resource-reading.service';

/**
 * A stored file of the caller (files domain) with the bytes of a disk resource they may read: their own, or one of
 * the issue `issueId` to them (404 otherwise, as reading it). The bytes are copied through the blob store, because a
 * disk blob is shared by every resource with the same content and released by reference count, while a stored file
 * deletes its bytes with it: each must be able to go without the other. Over the purpose's size limit is 413 before a
 * byte is read, a type the purpose does not accept 415, and nothing is written then.
 */
export async function copyDiskResourceToFile(
  ctx: RequestContext,
  resourceId: number,
  purpose: FilePurpose,
  issueId?: number,
): Promise<StoredFileInfo> {
  const { found } = await findUsableResource(ctx, resourceId, issueId);
  const resource = found.resource;
  requireWithinUploadLimit(ctx, purpose, resource.size);
  const blob = await findBlob(ctx.db, ctx.tenantId, resource.blobSha256);
  if (!blob) throw new AppError('NOT_FOUND');
  const bytes = await ctx.storage.get(blob.storageKey).catch(async (error: unknown) => {
    // Purged (its bytes deleted) since it was looked up: gone, as if the lookup had come a moment later.
    if ((await ctx.storage.stat(blob.storageKey)) === undefined) throw new AppError('NOT_FOUND');
    throw error;
  });
  try {
    return await storeCallerFile(ctx, purpose, resource.fileName, bytes);
  } finally {
    // A refused copy stops reading the source; a finished one has nothing left to read.
    bytes.destroy();
  }
}
