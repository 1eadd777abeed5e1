import type {
  DeleteDiskItemsBody,
  DiskBatchResult,
  DiskRecycledItem,
  DiskRecyclePage,
  DiskResourcesPage,
  DiskResourcesQuery,
  MoveDiskItemsBody,
  UpdateDiskResourceBody,
} from '@yanxiu/contract/disk';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import type { ServiceDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findOwnFolders, folderSubtree, moveFolders, recycleFolders } from '@server/modules/disk/folders/disk-folders.repository';
import { adjustUsage, releaseBlobs } from '@server/modules/disk/storage/disk-storage.repository';
import { decodeCursor, encodeCursor } from './disk-cursor';
import { resourceItemOf } from './disk-resource-view';
import {
  BadCursorError,
  findOwnResources,
  listRecycled,
  listResources,
  moveResources,
  purgeResources,
  recycleResources,
  restoreResources,
  updateResource,
  type PurgedResource,
} from './disk-resources.repository';
import { diskTexts } from '../disk.texts';

// Resources of one's own disk: the list, edits, moves, the recycle bin (restoring, purging).

function badCursor(error: unknown): never {
  if (error instanceof BadCursorError)
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'query.cursor', message: 'send a cursor the previous page answered' }] });
  throw error;
}

/** The caller's resources of a folder, or matching a keyword anywhere on their disk, a page at a time. */
export async function listDiskResources(ctx: RequestContext, query: DiskResourcesQuery): Promise<DiskResourcesPage> {
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
}

/** Edits a resource's fields, naming the version read (409 when it changed meanwhile). */
export async function updateDiskResource(ctx: RequestContext, body: UpdateDiskResourceBody): Promise<{ id: number; version: number }> {
  const { id, version, ...fields } = body;
  return ctx.transaction(async (tx) => {
    const [current] = await findOwnResources(tx, ctx.tenantId, ctx.actor.userId, [id]);
    if (!current) throw new AppError('NOT_FOUND');
    const next = await updateResource(
      tx,
      ctx.tenantId,
      ctx.actor.userId,
      id,
      version,
      { ...fields, tags: [...new Set(fields.tags)] },
      new Date(),
    );
    if (next === undefined) throw new AppError('CONFLICT');
    return { id, version: next };
  });
}

/** Moves resources and folders into a folder of the caller's; a folder never into itself or below it. */
export async function moveDiskItems(ctx: RequestContext, body: MoveDiskItemsBody): Promise<DiskBatchResult> {
  return ctx.transaction(async (tx) => {
    const { tenantId } = ctx;
    const owner = ctx.actor.userId;
    if (body.targetFolderId !== null && (await findOwnFolders(tx, tenantId, owner, [body.targetFolderId])).length !== 1)
      throw new AppError('NOT_FOUND');
    const resourceIds = [...new Set(body.resourceIds)];
    const folderIds = [...new Set(body.folderIds)];
    if ((await findOwnResources(tx, tenantId, owner, resourceIds)).length !== resourceIds.length) throw new AppError('NOT_FOUND');
    if ((await findOwnFolders(tx, tenantId, owner, folderIds)).length !== folderIds.length) throw new AppError('NOT_FOUND');
    if (body.targetFolderId !== null && (await folderSubtree(tx, tenantId, owner, folderIds)).includes(body.targetFolderId)) {
      throw new AppError('UNPROCESSABLE', {
        message: diskTexts(ctx.locale, 'folderIntoItself'),
      });
    }
    const now = new Date();
    const resources = await moveResources(tx, tenantId, owner, resourceIds, body.targetFolderId, now);
    // A folder of the same name already there refuses the whole move (the unique index): 409.
    const folders = await moveFolders(tx, tenantId, owner, folderIds, body.targetFolderId);
    return { resources, folders };
  });
}

/** Puts resources, and folders with everything below them, in the recycle bin; all or nothing. */
export async function recycleDiskItems(ctx: RequestContext, body: DeleteDiskItemsBody): Promise<DiskBatchResult> {
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
    await recordAudit(tx, ctx, {
      action: 'disk.deleted',
      entityType: 'disk_resource',
      entityId: resourceIds.join(',') || folderIds.join(','),
      after: { resources, folders },
    });
    return { resources, folders };
  });
}

/** The caller's recycle bin, latest deleted first, with when each is purged. */
export async function listDiskRecycleBin(
  ctx: RequestContext,
  query: { current: number; size: number; cursor?: string | undefined },
): Promise<DiskRecyclePage> {
  const after = decodeCursor(query.cursor);
  if (query.cursor && !after) badCursor(new BadCursorError());
  const page = await listRecycled(ctx.db, ctx.tenantId, ctx.actor.userId, { page: query.current, size: query.size, after }).catch(
    badCursor,
  );
  const keepMs = ctx.config.DISK_RECYCLE_DAYS * 86_400_000;
  return {
    records: page.rows.map((row): DiskRecycledItem => ({
      ...resourceItemOf(row),
      deletedAt: row.deletedAt!.toISOString(),
      purgeAt: new Date(row.deletedAt!.getTime() + keepMs).toISOString(),
    })),
    total: page.total,
    current: query.current,
    size: query.size,
    totalIsLowerBound: page.totalIsLowerBound,
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

/** Restores resources from the recycle bin (into their folder, or the top level when it is gone); all or nothing. */
export async function restoreDiskResources(ctx: RequestContext, resourceIds: readonly number[]): Promise<DiskBatchResult> {
  const ids = [...new Set(resourceIds)];
  return ctx.transaction(async (tx) => {
    const restored = await restoreResources(tx, ctx.tenantId, ctx.actor.userId, ids, new Date());
    if (restored !== ids.length) throw new AppError('NOT_FOUND');
    return { resources: restored, folders: 0 };
  });
}

/** Deletes recycled resources for good: quota released, and bytes nobody else refers to deleted after commit. */
export async function purgeDiskResources(ctx: RequestContext, resourceIds: readonly number[]): Promise<DiskBatchResult> {
  const ids = [...new Set(resourceIds)];
  const freed = await ctx.transaction(async (tx) => {
    const purged = await purgeResources(tx, ctx.tenantId, ctx.actor.userId, ids);
    if (purged.length !== ids.length) throw new AppError('NOT_FOUND');
    await recordAudit(tx, ctx, {
      action: 'disk.purged',
      entityType: 'disk_resource',
      entityId: ids.join(','),
      before: { resources: purged.length },
    });
    return releasePurged(tx, ctx.tenantId, purged);
  });
  await deleteBlobs(ctx.storage, freed, ctx.log);
  return { resources: ids.length, folders: 0 };
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
  return releaseBlobs(
    tx,
    tenantId,
    purged.map((resource) => resource.blobSha256),
  );
}

/** Deletes bytes nobody refers to any more; a failure leaves unreferenced bytes (logged), never a row without bytes. */
export async function deleteBlobs(
  storage: ServiceDeps['storage'],
  keys: readonly string[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete disk blob'));
  }
}
