import { randomBytes } from 'node:crypto';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findOwnFolders } from '@server/modules/disk/folders/disk-folders.repository';
import { quotaLimitsOf, quotaOwnersOf, unitLimitOf } from '@server/modules/disk/storage/disk-quota.service';
import { adjustUsage, takeQuota } from '@server/modules/disk/storage/disk-storage.repository';
import type { DiskUploadRequest } from './disk-upload-request';
import { deleteOpenUpload, findOpenUpload, insertUpload, touchUpload, type DiskUploadRow } from './disk-uploads.repository';
import { diskTexts } from '../disk.texts';

// Resumable uploads under way: starting one (its quota reserved before a byte is sent), finding the caller's own,
// noting bytes arriving, and cancelling (its reservation given back). The bytes themselves are the tus server's.

/**
 * Starts an upload of the caller's into one of their folders (404 otherwise), reserving its whole size against their
 * quota and their school's (413 when either would pass its limit). Answers the new upload's id.
 */
export async function startDiskUpload(ctx: RequestContext, request: DiskUploadRequest): Promise<string> {
  const { actor, tenantId } = ctx;
  const limits = await quotaLimitsOf(ctx);
  const owners = quotaOwnersOf(actor);
  const id = randomBytes(16).toString('hex');
  await ctx.transaction(async (tx) => {
    if (request.folderId !== null && (await findOwnFolders(tx, tenantId, actor.userId, [request.folderId])).length !== 1)
      throw new AppError('NOT_FOUND');
    // The user's row first, then the unit's: every upload locks them in this order.
    const fits =
      (await takeQuota(tx, tenantId, owners.user, request.length, limits.user, 'reserved')) &&
      (await takeQuota(tx, tenantId, owners.unit, request.length, unitLimitOf(owners, limits), 'reserved'));
    if (!fits) {
      throw new AppError('PAYLOAD_TOO_LARGE', {
        message: diskTexts(ctx.locale, 'quotaExceeded'),
      });
    }
    const { length, folderId, fileName, title } = request;
    await insertUpload(tx, tenantId, {
      id,
      ownerUserId: actor.userId,
      ownerUnitId: actor.orgUnitId,
      length,
      reservedBytes: length,
      folderId,
      fileName,
      title,
    });
  });
  return id;
}

/** The caller's own unfinished upload; undefined for one finished, expired, or not theirs. */
export async function findOpenDiskUpload(ctx: RequestContext, id: string): Promise<DiskUploadRow | undefined> {
  return findOpenUpload(ctx.db, ctx.tenantId, ctx.actor.userId, id);
}

/** The caller's own unfinished upload, else 404 (start again). */
export async function requireOpenDiskUpload(ctx: RequestContext, id: string): Promise<DiskUploadRow> {
  const row = await findOpenDiskUpload(ctx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Notes that bytes of an upload arrived, which keeps it from expiring. */
export async function touchDiskUpload(ctx: RequestContext, id: string): Promise<void> {
  await touchUpload(ctx.db, ctx.tenantId, id, new Date());
}

/** Cancels an unfinished upload: its row removed and its reservation given back; false when it was gone already. */
export async function cancelDiskUpload(ctx: RequestContext, id: string): Promise<boolean> {
  return ctx.transaction((tx) => releaseOpenUpload(tx, ctx.tenantId, id));
}

/** Removes an unfinished upload in the caller's transaction and gives back what it reserved; false when it was gone. */
export async function releaseOpenUpload(tx: Executor, tenantId: TenantId, id: string): Promise<boolean> {
  const row = await deleteOpenUpload(tx, tenantId, id);
  if (!row) return false;
  await adjustUsage(tx, tenantId, { kind: 'user', ownerId: row.ownerUserId }, { reserved: -row.reservedBytes });
  await adjustUsage(tx, tenantId, { kind: 'unit', ownerId: row.ownerUnitId }, { reserved: -row.reservedBytes });
  return true;
}
