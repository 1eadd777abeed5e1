import { AssessmentLimits } from '@yanxiu/contract/limits';
import type {
  BankFolder,
  BankFolderList,
  CreateBankFolderBody,
  DeleteBankFolderBody,
  DeletedBankFolder,
  MoveBankFolderBody,
  RenameBankFolderBody,
} from '@yanxiu/contract/assessment-banks';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { assessmentTexts } from '../assessment.texts';
import { bankToChange, bankToUse } from './bank-reach';
import {
  deleteFolder,
  findFolder,
  folderHoldsAnything,
  folderNameTaken,
  folderSubtree,
  insertFolder,
  listFolders,
  updateFolder,
  type FolderRow,
} from './folders.repository';

const folderOf = (row: FolderRow): BankFolder => ({ ...row });
const nameTaken = (ctx: RequestContext) => new AppError('CONFLICT', { message: assessmentTexts(ctx.locale, 'folderNameTaken') });

/** A folder of a bank the caller manages (404 when the bank is out of reach), its bank locked. */
async function folderToChange(ctx: RequestContext, tx: Executor, folderId: number): Promise<FolderRow> {
  const folder = await findFolder(tx, ctx.tenantId, folderId);
  if (!folder) throw new AppError('NOT_FOUND');
  await bankToChange(ctx, tx, folder.bankId);
  return folder;
}

/** A parent folder named in a body must be of the same bank; 404 otherwise. */
async function checkParent(ctx: RequestContext, tx: Executor, bankId: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  if ((await findFolder(tx, ctx.tenantId, parentId))?.bankId !== bankId) throw new AppError('NOT_FOUND');
}

/** Every folder of a bank the caller may use (a tree by parentId). */
export async function listBankFolders(ctx: RequestContext, bankId: number): Promise<BankFolderList> {
  await bankToUse(ctx, ctx.db, bankId);
  return { folders: (await listFolders(ctx.db, ctx.tenantId, bankId)).map(folderOf) };
}

/** Creates a folder; 409 when the place has one of the name, 422 past the bank's folder limit. */
export async function createBankFolder(ctx: RequestContext, body: CreateBankFolderBody): Promise<BankFolder> {
  return ctx.transaction(async (tx) => {
    const bank = await bankToChange(ctx, tx, body.bankId);
    await checkParent(ctx, tx, bank.bankId, body.parentId);
    if (bank.folderCount >= AssessmentLimits.folders)
      throw new AppError('UNPROCESSABLE', { message: assessmentTexts(ctx.locale, 'tooManyFolders', { max: AssessmentLimits.folders }) });
    const folderId = await insertFolder(tx, ctx.tenantId, body);
    if (folderId === undefined) throw nameTaken(ctx);
    return folderOf((await findFolder(tx, ctx.tenantId, folderId))!);
  });
}

/** Renames a folder; 409 when its place has another of the name. */
export async function renameBankFolder(ctx: RequestContext, body: RenameBankFolderBody): Promise<BankFolder> {
  return ctx.transaction(async (tx) => {
    const folder = await folderToChange(ctx, tx, body.folderId);
    if (await folderNameTaken(tx, ctx.tenantId, folder, body.name, folder.folderId)) throw nameTaken(ctx);
    await updateFolder(tx, ctx.tenantId, folder.folderId, { name: body.name });
    return folderOf((await findFolder(tx, ctx.tenantId, folder.folderId))!);
  });
}

/** Moves a folder (with what it holds) under another folder of its bank or to the top; never into itself. */
export async function moveBankFolder(ctx: RequestContext, body: MoveBankFolderBody): Promise<BankFolder> {
  return ctx.transaction(async (tx) => {
    const folder = await folderToChange(ctx, tx, body.folderId);
    await checkParent(ctx, tx, folder.bankId, body.parentId);
    if (body.parentId !== null && (await folderSubtree(tx, ctx.tenantId, folder.folderId)).includes(body.parentId))
      throw new AppError('UNPROCESSABLE', { message: assessmentTexts(ctx.locale, 'folderIntoItself') });
    if (await folderNameTaken(tx, ctx.tenantId, { bankId: folder.bankId, parentId: body.parentId }, folder.name, folder.folderId))
      throw nameTaken(ctx);
    await updateFolder(tx, ctx.tenantId, folder.folderId, { parentId: body.parentId });
    return folderOf((await findFolder(tx, ctx.tenantId, folder.folderId))!);
  });
}

/** Deletes an empty folder; 409 while it holds a live question or a folder. */
export async function deleteBankFolder(ctx: RequestContext, body: DeleteBankFolderBody): Promise<DeletedBankFolder> {
  return ctx.transaction(async (tx) => {
    const folder = await folderToChange(ctx, tx, body.folderId);
    if (await folderHoldsAnything(tx, ctx.tenantId, folder.folderId))
      throw new AppError('CONFLICT', { message: assessmentTexts(ctx.locale, 'folderNotEmpty') });
    await deleteFolder(tx, ctx.tenantId, folder.folderId);
    return { folderId: folder.folderId };
  });
}
