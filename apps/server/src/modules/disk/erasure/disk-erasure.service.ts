import path from 'node:path';
import fs from 'node:fs/promises';
import type { EventScope, EventScopeDeps } from '@server/platform/events/domain-events';
import { deleteBlobs, releasePurged } from '../resources/disk-resources.service';
import { releaseOpenUpload } from '../uploads/disk-uploads.service';
import { deleteFinishedUploadsOf, deleteFoldersOwnedBy, deleteResourcesOwnedBy, selectOpenUploadsOf } from './disk-erasure.repository';

/** What erasing a user's disk did: counts for the audit, and the bytes and upload files to delete once the caller commits. */
export type ErasedDisk = { resources: number; folders: number; uploads: number; storageKeys: string[]; uploadIds: string[] };

/**
 * Removes a user's whole disk in the caller's transaction (privacy's erasure job), as purging from the recycle bin and
 * cancelling uploads do: the quotas they counted against are released, a content stored once for several people keeps
 * its bytes while another resource names it (a copy a recipient saved of something issued is theirs and stays), and
 * the resources leave the issues they were in. Running it again finds nothing. The bytes go after the commit
 * (deleteErasedDiskBytes).
 */
export async function erasePersonalDataOfDiskOwner(scope: EventScope, userId: number): Promise<ErasedDisk> {
  const { tx, tenantId } = scope;
  const uploadIds: string[] = [];
  for (const id of await selectOpenUploadsOf(tx, tenantId, userId)) {
    if (await releaseOpenUpload(tx, tenantId, id)) uploadIds.push(id);
  }
  await deleteFinishedUploadsOf(tx, tenantId, userId);
  const purged = await deleteResourcesOwnedBy(tx, tenantId, userId);
  const storageKeys = await releasePurged(tx, tenantId, purged);
  const folders = await deleteFoldersOwnedBy(tx, tenantId, userId);
  return { resources: purged.length, folders, uploads: uploadIds.length, storageKeys, uploadIds };
}

/** Deletes an erased disk's bytes and upload part files after the erasure committed; a failure leaves unreferenced bytes (logged). */
export async function deleteErasedDiskBytes(
  deps: Pick<EventScopeDeps, 'storage' | 'config'>,
  erased: Pick<ErasedDisk, 'storageKeys' | 'uploadIds'>,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  await deleteBlobs(deps.storage, erased.storageKeys, log);
  const uploadDir = path.join(deps.config.DATA_DIR, 'disk-uploads');
  // The tus file store keeps the bytes and a `.json` of their state side by side.
  for (const file of erased.uploadIds.flatMap((id) => [id, `${id}.json`])) {
    await fs
      .rm(path.join(uploadDir, file), { force: true })
      .catch((error: unknown) => log.warn({ err: error, file }, 'could not remove an erased upload'));
  }
}
