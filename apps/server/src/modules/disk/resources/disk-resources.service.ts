import type {
  DeleteDiskItemsBody,
  DiskBatchResult,
  DiskFileQuery,
  DiskRecycledItem,
  DiskRecyclePage,
  DiskResourceDetail,
  DiskResourceItem,
  DiskResourceQuery,
  DiskResourcesPage,
  DiskResourcesQuery,
  MoveDiskItemsBody,
  UpdateDiskResourceBody,
} from '@yanxiu/contract/disk';
import type { DiskPreviewKindValue, DiskResourceTypeValue } from '@yanxiu/contract/disk-enums';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { decodeCursor, encodeCursor } from './disk-cursor';
import { findOwnFolders, folderSubtree, moveFolders, recycleFolders } from '@server/modules/disk/folders/disk-folders.repository';
import { markDownloaded, receivedResourceOf } from '@server/modules/disk/issues/disk-issues.repository';
import { checkDiskSignature, signResourceLinks, type DiskFileVariant } from './disk-links';
import { previewStatusOf } from './disk-preview-kind';
import { quotaOwnersOf } from '@server/modules/disk/storage/disk-quota.service';
import {
  BadCursorError,
  findOwnResources,
  findResourceWithOwner,
  listRecycled,
  listResources,
  moveResources,
  purgeResources,
  recycleResources,
  restoreResources,
  updateResource,
  type DiskResourceRow,
  type PurgedResource,
} from './disk-resources.repository';
import { adjustUsage, findBlob, releaseBlobs } from '@server/modules/disk/storage/disk-storage.repository';

/** A resource row as the list shows it. */
export function resourceItemOf(row: DiskResourceRow): DiskResourceItem {
  return {
    id: row.id,
    title: row.title,
    folderId: row.folderId,
    resourceType: row.resourceType as DiskResourceTypeValue,
    tags: row.tags,
    sectionCode: row.sectionCode,
    subjectCode: row.subjectCode,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    previewKind: row.previewKind as DiskPreviewKindValue,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function badCursor(error: unknown): never {
  if (error instanceof BadCursorError) throw new AppError('BAD_REQUEST', { issues: [{ path: 'query.cursor', message: 'send a cursor the previous page answered' }] });
  throw error;
}

/**
 * Releases what purged resources held: their quota and, for content nobody refers to any more, the blob rows.
 * Answers the storage keys to delete after the transaction commits.
 */
export async function releasePurged(tx: Executor, tenantId: TenantId, purged: readonly PurgedResource[]): Promise<string[]> {
  for (const resource of purged) {
    await adjustUsage(tx, tenantId, { kind: 'user', ownerId: resource.ownerUserId }, { used: -resource.size });
    await adjustUsage(tx, tenantId, { kind: 'unit', ownerId: resource.ownerUnitId }, { used: -resource.size });
  }
  return releaseBlobs(tx, tenantId, purged.map((resource) => resource.blobSha256));
}

/** Resources of one's own disk: the list, one resource, edits, moves, the recycle bin, and their bytes. */
export function createDiskResourcesService({ config, storage }: AppDeps) {
  /** How the preview of a resource is shown, from its kind and its content's conversion. */
  async function previewOf(db: Executor, tenantId: TenantId, row: DiskResourceRow) {
    const kind = row.previewKind as DiskPreviewKindValue;
    const blob = kind === 'office' ? await findBlob(db, tenantId, row.blobSha256) : undefined;
    const status = previewStatusOf(kind, blob?.pdfStatus ?? null);
    const variant: DiskFileVariant | null = status !== 'ready' ? null : kind === 'office' ? 'pdf' : 'inline';
    return { kind, status, variant };
  }

  /** The detail of a resource for someone who may read it (its owner, or a recipient through `issueId`). */
  async function detailOf(ctx: RequestContext, row: DiskResourceRow, ownerName: string, issueId: number | null): Promise<DiskResourceDetail> {
    const preview = await previewOf(ctx.db, ctx.tenantId, row);
    const links = signResourceLinks(
      config.MEDIA_SIGNING_SECRET,
      ctx.tenant.appId,
      { tenantId: ctx.tenantId, resourceId: row.id, userId: ctx.actor.userId, issueId },
      preview.variant,
    );
    return {
      ...resourceItemOf(row),
      description: row.description,
      version: row.version,
      ownerName,
      preview: { kind: preview.kind, status: preview.status },
      links,
      mine: row.ownerUserId === ctx.actor.userId,
    };
  }

  return {
    previewOf,
    detailOf,

    async list(ctx: RequestContext, query: DiskResourcesQuery): Promise<DiskResourcesPage> {
      const after = decodeCursor(query.cursor);
      if (query.cursor && !after) badCursor(new BadCursorError());
      const page = await listResources(ctx.db, {
        tenantId: ctx.tenantId,
        ownerUserId: ctx.actor.userId,
        folderId: query.folderId ?? null,
        keyword: query.keyword,
        resourceType: query.resourceType,
        previewKind: query.previewKind,
        sectionCode: query.sectionCode,
        subjectCode: query.subjectCode,
        sort: query.sort,
        page: query.current,
        size: query.size,
        after,
      }).catch(badCursor);
      return {
        records: page.rows.map(resourceItemOf),
        total: page.total,
        current: query.current,
        size: query.size,
        totalIsLowerBound: page.totalIsLowerBound,
        nextCursor: page.next ? encodeCursor(page.next) : null,
      };
    },

    /** One resource: the caller's own, or one of an issue to them; anything else is 404, whatever the id. */
    async detail(ctx: RequestContext, query: DiskResourceQuery): Promise<DiskResourceDetail> {
      const found = await findResourceWithOwner(ctx.db, ctx.tenantId, query.id);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.resource.ownerUserId === ctx.actor.userId) return detailOf(ctx, found.resource, found.ownerName, null);
      if (query.issueId === undefined) throw new AppError('NOT_FOUND');
      if (!(await receivedResourceOf(ctx.db, ctx.tenantId, query.issueId, ctx.actor.userId, query.id))) throw new AppError('NOT_FOUND');
      return detailOf(ctx, found.resource, found.ownerName, query.issueId);
    },

    async update(ctx: RequestContext, body: UpdateDiskResourceBody): Promise<{ id: number; version: number }> {
      const { id, version, ...fields } = body;
      return ctx.transaction(async (tx) => {
        const [current] = await findOwnResources(tx, ctx.tenantId, ctx.actor.userId, [id]);
        if (!current) throw new AppError('NOT_FOUND');
        const next = await updateResource(tx, ctx.tenantId, ctx.actor.userId, id, version, { ...fields, tags: [...new Set(fields.tags)] }, new Date());
        if (next === undefined) throw new AppError('CONFLICT');
        return { id, version: next };
      });
    },

    /** Moves resources and folders into a folder of the caller's; a folder never into itself or below it. */
    async move(ctx: RequestContext, body: MoveDiskItemsBody): Promise<DiskBatchResult> {
      return ctx.transaction(async (tx) => {
        const { tenantId } = ctx;
        const owner = ctx.actor.userId;
        if (body.targetFolderId !== null && (await findOwnFolders(tx, tenantId, owner, [body.targetFolderId])).length !== 1) throw new AppError('NOT_FOUND');
        const resourceIds = [...new Set(body.resourceIds)];
        const folderIds = [...new Set(body.folderIds)];
        if ((await findOwnResources(tx, tenantId, owner, resourceIds)).length !== resourceIds.length) throw new AppError('NOT_FOUND');
        if ((await findOwnFolders(tx, tenantId, owner, folderIds)).length !== folderIds.length) throw new AppError('NOT_FOUND');
        if (body.targetFolderId !== null && (await folderSubtree(tx, tenantId, owner, folderIds)).includes(body.targetFolderId)) {
          throw new AppError('UNPROCESSABLE', {
            message: ctx.locale === 'zh-CN' ? '不能把文件夹移动到它自己或它的子文件夹中' : 'A folder cannot move into itself or a folder inside it',
          });
        }
        const now = new Date();
        const resources = await moveResources(tx, tenantId, owner, resourceIds, body.targetFolderId, now);
        // A folder of the same name already there refuses the whole move (the unique index): 409.
        const folders = await moveFolders(tx, tenantId, owner, folderIds, body.targetFolderId);
        return { resources, folders };
      });
    },

    /** Puts resources, and folders with everything below them, in the recycle bin; all or nothing. */
    async remove(ctx: RequestContext, body: DeleteDiskItemsBody): Promise<DiskBatchResult> {
      return ctx.transaction(async (tx) => {
        const { tenantId } = ctx;
        const owner = ctx.actor.userId;
        const resourceIds = [...new Set(body.resourceIds)];
        const folderIds = [...new Set(body.folderIds)];
        if ((await findOwnResources(tx, tenantId, owner, resourceIds)).length !== resourceIds.length) throw new AppError('NOT_FOUND');
        if ((await findOwnFolders(tx, tenantId, owner, folderIds)).length !== folderIds.length) throw new AppError('NOT_FOUND');
        const subtree = await folderSubtree(tx, tenantId, owner, folderIds);
        const now = new Date();
        const resources = await recycleResources(tx, tenantId, owner, { ids: resourceIds, folderIds: subtree }, now);
        const folders = await recycleFolders(tx, tenantId, owner, subtree, now);
        await recordAudit(tx, ctx, { action: 'disk.deleted', entityType: 'disk_resource', entityId: resourceIds.join(',') || folderIds.join(','), after: { resources, folders } });
        return { resources, folders };
      });
    },

    async recycleBin(ctx: RequestContext, query: { current: number; size: number; cursor?: string | undefined }): Promise<DiskRecyclePage> {
      const after = decodeCursor(query.cursor);
      if (query.cursor && !after) badCursor(new BadCursorError());
      const page = await listRecycled(ctx.db, ctx.tenantId, ctx.actor.userId, { page: query.current, size: query.size, after }).catch(badCursor);
      const keepMs = config.DISK_RECYCLE_DAYS * 86_400_000;
      return {
        records: page.rows.map(
          (row): DiskRecycledItem => ({
            ...resourceItemOf(row),
            deletedAt: row.deletedAt!.toISOString(),
            purgeAt: new Date(row.deletedAt!.getTime() + keepMs).toISOString(),
          }),
        ),
        total: page.total,
        current: query.current,
        size: query.size,
        totalIsLowerBound: page.totalIsLowerBound,
        nextCursor: page.next ? encodeCursor(page.next) : null,
      };
    },

    async restore(ctx: RequestContext, resourceIds: readonly number[]): Promise<DiskBatchResult> {
      const ids = [...new Set(resourceIds)];
      return ctx.transaction(async (tx) => {
        const restored = await restoreResources(tx, ctx.tenantId, ctx.actor.userId, ids, new Date());
        if (restored !== ids.length) throw new AppError('NOT_FOUND');
        return { resources: restored, folders: 0 };
      });
    },

    /** Deletes recycled resources for good: quota released, and bytes nobody else refers to deleted after commit. */
    async purge(ctx: RequestContext, resourceIds: readonly number[]): Promise<DiskBatchResult> {
      const ids = [...new Set(resourceIds)];
      const freed = await ctx.transaction(async (tx) => {
        const purged = await purgeResources(tx, ctx.tenantId, ctx.actor.userId, ids);
        if (purged.length !== ids.length) throw new AppError('NOT_FOUND');
        await recordAudit(tx, ctx, { action: 'disk.purged', entityType: 'disk_resource', entityId: ids.join(','), before: { resources: purged.length } });
        return releasePurged(tx, ctx.tenantId, purged);
      });
      await deleteBlobs(storage, freed, ctx.log);
      return { resources: ids.length, folders: 0 };
    },

    /** The bytes behind a signed address: refused when forged, expired, or no longer readable by its holder. */
    async file(ctx: TenantContext, id: number, signed: DiskFileQuery, conditions: DownloadConditions): Promise<FileResponse> {
      const grant = { tenantId: ctx.tenantId, resourceId: id, userId: signed.uid, expiresAt: signed.exp, variant: signed.variant, issueId: signed.issue ?? null };
      const refusal = checkDiskSignature(config.MEDIA_SIGNING_SECRET, grant, signed.sig);
      if (refusal === 'bad_signature') throw new AppError('BAD_SIGNATURE');
      if (refusal === 'expired') throw new AppError('LINK_EXPIRED');
      const found = await findResourceWithOwner(ctx.db, ctx.tenantId, id);
      if (!found) throw new AppError('NOT_FOUND');
      const row = found.resource;
      // Rechecked on every fetch: a withdrawn issue or a resource given away stops its addresses at once.
      if (grant.issueId === null ? row.ownerUserId !== grant.userId : !(await receivedResourceOf(ctx.db, ctx.tenantId, grant.issueId, grant.userId, id))) {
        throw new AppError('NOT_FOUND');
      }
      const blob = await findBlob(ctx.db, ctx.tenantId, row.blobSha256);
      if (!blob) throw new AppError('NOT_FOUND');
      const cacheControl = 'private, max-age=600';
      if (signed.variant === 'pdf') {
        if (blob.pdfStatus !== 'ready' || !blob.pdfStorageKey) throw new AppError('NOT_FOUND');
        const name = `${row.title}.pdf`;
        return serveStoredFile(storage, { sha256: blob.pdfSha256!, contentType: 'application/pdf', originalName: name, size: blob.pdfSize!, storageKey: blob.pdfStorageKey }, conditions, {
          disposition: 'inline',
          cacheControl,
        });
      }
      const inline = signed.variant === 'inline' && row.previewKind !== 'none' && row.previewKind !== 'office';
      if (signed.variant === 'original' && grant.issueId !== null && !conditions.range) await markDownloaded(ctx.db, ctx.tenantId, grant.issueId, grant.userId, new Date());
      return serveStoredFile(storage, { sha256: blob.sha256, contentType: row.contentType, originalName: row.fileName, size: row.size, storageKey: blob.storageKey }, conditions, {
        disposition: inline ? 'inline' : 'attachment',
        cacheControl,
      });
    },
  };
}

/** Deletes bytes nobody refers to any more; a failure leaves unreferenced bytes (logged), never a row without bytes. */
export async function deleteBlobs(storage: AppDeps['storage'], keys: readonly string[], log: { warn(obj: object, msg: string): void }): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete disk blob'));
  }
}

export { quotaOwnersOf };
