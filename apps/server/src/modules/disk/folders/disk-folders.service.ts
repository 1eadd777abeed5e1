import type { CreateDiskFolderBody, DiskFolder, DiskFolderList, RenameDiskFolderBody } from '@yanxiu/contract/disk';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findOwnFolders, insertFolder, listFolders, renameFolder, type DiskFolderRow } from './disk-folders.repository';
import { diskTexts } from '../disk.texts';

/** How many live folders one person may have: the tree is listed whole, so it stays small. */
export const MAX_FOLDERS = 1000;

function folderOf(row: DiskFolderRow): DiskFolder {
  return { id: row.id, name: row.name, parentId: row.parentId, createdAt: row.createdAt.toISOString() };
}

function nameTaken(ctx: RequestContext): AppError {
  return new AppError('CONFLICT', { message: diskTexts(ctx.locale, 'folderNameTaken') });
}

/** Every folder of the caller's disk (a tree by parentId). */
export async function listDiskFolders(ctx: RequestContext): Promise<DiskFolderList> {
  return { folders: (await listFolders(ctx.db, ctx.tenantId, ctx.actor.userId)).map(folderOf) };
}

/** Creates a folder of the caller's, under one of theirs or at the top level; 409 when the place has the name. */
export async function createDiskFolder(ctx: RequestContext, body: CreateDiskFolderBody): Promise<DiskFolder> {
  return ctx.transaction(async (tx) => {
    if (body.parentId !== null && (await findOwnFolders(tx, ctx.tenantId, ctx.actor.userId, [body.parentId])).length !== 1)
      throw new AppError('NOT_FOUND');
    if ((await listFolders(tx, ctx.tenantId, ctx.actor.userId)).length >= MAX_FOLDERS) {
      throw new AppError('UNPROCESSABLE', { message: diskTexts(ctx.locale, 'tooManyFolders', { max: MAX_FOLDERS }) });
    }
    const row = await insertFolder(tx, ctx.tenantId, { ownerUserId: ctx.actor.userId, parentId: body.parentId, name: body.name });
    if (!row) throw nameTaken(ctx);
    return folderOf(row);
  });
}

/** Renames a folder of the caller's; 409 when its place has another of the name. */
export async function renameDiskFolder(ctx: RequestContext, body: RenameDiskFolderBody): Promise<DiskFolder> {
  return ctx.transaction(async (tx) => {
    const row = await renameFolder(tx, ctx.tenantId, ctx.actor.userId, body.id, body.name);
    if (row === 'taken') throw nameTaken(ctx);
    if (!row) throw new AppError('NOT_FOUND');
    return folderOf(row);
  });
}
