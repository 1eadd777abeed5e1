import type { DiskFileQuery, DiskResourceDetail, DiskResourceQuery } from '@yanxiu/contract/disk';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { findBlob } from '@server/modules/disk/storage/disk-storage.repository';
import { markDownloaded, receivedResourceOf } from './disk-issue-grants.repository';
import { checkDiskSignature } from './disk-links';
import { resourceDetailOf } from './disk-resource-view';
import { findResourceWithOwner } from './disk-resources.repository';

// Reading a resource: its detail and its bytes, for its owner or for a recipient through an issue to them.

/** One resource: the caller's own, or one of an issue to them; anything else is 404, whatever the id. */
export async function readDiskResource(ctx: RequestContext, query: DiskResourceQuery): Promise<DiskResourceDetail> {
  const { found, issueId } = await findUsableResource(ctx, query.id, query.issueId);
  return resourceDetailOf(ctx, found.resource, found.ownerName, issueId);
}

/**
 * A resource the caller may read: their own (issue null), or one of the live issue `issueId` to them; anything else
 * is 404, whatever the id.
 */
export async function findUsableResource(ctx: RequestContext, resourceId: number, issueId: number | undefined) {
  const found = await findResourceWithOwner(ctx.db, ctx.tenantId, resourceId);
  if (!found) throw new AppError('NOT_FOUND');
  if (found.resource.ownerUserId === ctx.actor.userId) return { found, issueId: null };
  if (issueId === undefined) throw new AppError('NOT_FOUND');
  if (!(await receivedResourceOf(ctx.db, ctx.tenantId, issueId, ctx.actor.userId, resourceId))) throw new AppError('NOT_FOUND');
  return { found, issueId };
}

/** The bytes behind a signed address: refused when forged, expired, or no longer readable by its holder. */
export async function serveDiskResourceFile(
  ctx: TenantContext,
  id: number,
  signed: DiskFileQuery,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const grant = {
    tenantId: ctx.tenantId,
    resourceId: id,
    userId: signed.uid,
    expiresAt: signed.exp,
    variant: signed.variant,
    issueId: signed.issue ?? null,
  };
  const refusal = checkDiskSignature(ctx.config.MEDIA_SIGNING_SECRET, grant, signed.sig);
  if (refusal === 'bad_signature') throw new AppError('BAD_SIGNATURE');
  if (refusal === 'expired') throw new AppError('LINK_EXPIRED');
  const found = await findResourceWithOwner(ctx.db, ctx.tenantId, id);
  if (!found) throw new AppError('NOT_FOUND');
  const row = found.resource;
  // Rechecked on every fetch: a withdrawn issue or a resource given away stops its addresses at once.
  if (
    grant.issueId === null
      ? row.ownerUserId !== grant.userId
      : !(await receivedResourceOf(ctx.db, ctx.tenantId, grant.issueId, grant.userId, id))
  ) {
    throw new AppError('NOT_FOUND');
  }
  const blob = await findBlob(ctx.db, ctx.tenantId, row.blobSha256);
  if (!blob) throw new AppError('NOT_FOUND');
  const cacheControl = 'private, max-age=600';
  if (signed.variant === 'pdf') {
    if (blob.pdfStatus !== 'ready' || !blob.pdfStorageKey) throw new AppError('NOT_FOUND');
    const name = `${row.title}.pdf`;
    return serveStoredFile(
      ctx.storage,
      { sha256: blob.pdfSha256!, contentType: 'application/pdf', originalName: name, size: blob.pdfSize!, storageKey: blob.pdfStorageKey },
      conditions,
      {
        disposition: 'inline',
        cacheControl,
      },
    );
  }
  const inline = signed.variant === 'inline' && row.previewKind !== 'none' && row.previewKind !== 'office';
  if (signed.variant === 'original' && grant.issueId !== null && !conditions.range)
    await markDownloaded(ctx.db, ctx.tenantId, grant.issueId, grant.userId, new Date());
  return serveStoredFile(
    ctx.storage,
    { sha256: blob.sha256, contentType: row.contentType, originalName: row.fileName, size: row.size, storageKey: blob.storageKey },
    conditions,
    {
      disposition: inline ? 'inline' : 'attachment',
      cacheControl,
    },
  );
}
