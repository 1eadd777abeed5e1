import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '@server/db/client';
import type { TenantContext } from '@server/platform/context/request-context';
import { sniffHead } from '@server/platform/storage/content-type';
import { convertOfficeQueue } from '@server/modules/disk/disk.queues';
import { extensionOf, previewKindOf } from '@server/modules/disk/resources/disk-preview-kind';
import { insertResource } from '@server/modules/disk/resources/disk-resources.repository';
import { adjustUsage, referenceBlob } from '@server/modules/disk/storage/disk-storage.repository';
import { finishUpload, type DiskUploadRow } from './disk-uploads.repository';

// An upload whose last byte has arrived becomes a resource: its bytes stream from the upload's part file into the
// blob store (hashed on the way), identical content already stored is kept once, and the quota it reserved becomes
// used. Only the first 64 KiB are ever in memory (to sniff the type).

const HEAD_BYTES = 64 * 1024;

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The title a resource gets from its file name when none was given: the name without its extension. */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return Array.from(base.trim() || fileName)
    .slice(0, 120)
    .join('');
}

/** A guess at the resource type from the preview kind: videos are videos, everything else starts as `other`. */
function resourceTypeOf(kind: string): string {
  return kind === 'video' ? 'video' : kind === 'office' ? 'courseware' : 'other';
}

/**
 * Turns a complete upload (its part file under `uploadDir`) into a resource of its owner. Answers the resource id;
 * a repeat for an upload already turned into one answers that resource (the upload row's guard).
 */
export async function finishDiskUpload(ctx: TenantContext, upload: DiskUploadRow, uploadDir: string): Promise<number> {
  const { tenantId, storage, jobs } = ctx;
  const file = path.join(uploadDir, upload.id);
  const contentType = await sniffHead(await readHead(file));
  const blob = await storage.put(createReadStream(file), { maxBytes: upload.length, keyPrefix: `t${tenantId}` });
  const previewKind = previewKindOf(contentType, upload.fileName);
  let duplicateKey: string | undefined;
  const resourceId = await ctx
    .transaction(async (tx: Executor) => {
      const stored = await referenceBlob(tx, tenantId, {
        sha256: blob.sha256,
        size: blob.size,
        contentType,
        storageKey: blob.key,
        pdfStatus: previewKind === 'office' ? 'pending' : null,
      });
      if (stored.storageKey !== blob.key) duplicateKey = blob.key;
      const id = await insertResource(tx, tenantId, {
        ownerUserId: upload.ownerUserId,
        ownerUnitId: upload.ownerUnitId,
        folderId: upload.folderId,
        title: upload.title,
        resourceType: resourceTypeOf(previewKind),
        fileName: upload.fileName,
        blobSha256: blob.sha256,
        size: blob.size,
        contentType,
        previewKind,
      });
      const finished = await finishUpload(tx, tenantId, upload.id, id);
      if (finished === 'already') throw new UploadAlreadyFinished();
      await adjustUsage(tx, tenantId, { kind: 'user', ownerId: upload.ownerUserId }, { reserved: -upload.reservedBytes, used: blob.size });
      await adjustUsage(tx, tenantId, { kind: 'unit', ownerId: upload.ownerUnitId }, { reserved: -upload.reservedBytes, used: blob.size });
      // Converted once per content: only the upload that stored it asks for the PDF.
      if (stored.created && previewKind === 'office') {
        await jobs.send(convertOfficeQueue, { tenantId, sha256: blob.sha256, extension: extensionOf(upload.fileName) }, { tx });
      }
      return id;
    })
    .catch(async (error: unknown) => {
      // Nothing refers to the bytes just stored unless the blob row that names them committed.
      await storage.delete(blob.key).catch(() => undefined);
      throw error;
    });
  // Identical content was stored already: these bytes are a second copy nobody refers to.
  if (duplicateKey)
    await storage
      .delete(duplicateKey)
      .catch((error: unknown) => ctx.log.warn({ err: error, key: duplicateKey }, 'could not delete duplicate disk blob'));
  return resourceId;
}

/** Thrown when another request finished the same upload first. */
export class UploadAlreadyFinished extends Error {}
