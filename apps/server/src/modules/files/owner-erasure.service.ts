import type { Locale } from '@yanxiu/contract/locale';
import { constraintViolationOf } from '@server/db/constraint-errors';
import type { Tx } from '@server/platform/context/transaction';
import type { EventScope, EventScopeDeps } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import { fileDeletionRequested } from './file-events';
import { deleteStoredFile, lockStoredFile } from './files.repository';
import { selectFilesOwnedBy } from './owner-erasure.repository';

/** What erasing a user's uploads did: the bytes to delete once the caller commits, and how many files were kept. */
export type ErasedFiles = { storageKeys: string[]; kept: number };

/**
 * Deletes the files a user uploaded, in the caller's transaction (privacy's erasure job), each as deleting one's own
 * file does: domains that still need one (an application under review keeps its evidence) refuse through
 * `fileDeletionRequested`, and that file stays. Each file is tried in a savepoint, so a refusal (or a row of another
 * domain still pointing at it) keeps that file and nothing else. The bytes go after the commit (deleteErasedFileBytes).
 */
export async function erasePersonalDataOfFileOwner(scope: EventScope, userId: number, locale: Locale): Promise<ErasedFiles> {
  const erased: ErasedFiles = { storageKeys: [], kept: 0 };
  for (const file of await selectFilesOwnedBy(scope.tx, scope.tenantId, userId)) {
    try {
      const deleted = await (scope.tx as Tx).transaction(async (savepoint) => {
        if (!(await lockStoredFile(savepoint, scope.tenantId, file.id))) return false;
        await scope.events.emit({ ...scope, tx: savepoint }, fileDeletionRequested, { fileId: file.id, locale });
        return deleteStoredFile(savepoint, scope.tenantId, file.id);
      });
      if (deleted) erased.storageKeys.push(file.storageKey);
    } catch (error) {
      if (!(error instanceof AppError) && constraintViolationOf(error)?.kind !== 'foreign_key') throw error;
      erased.kept += 1;
    }
  }
  return erased;
}

/** Deletes erased files' bytes after the erasure committed; a failure leaves unreferenced bytes (logged), never a row without bytes. */
export async function deleteErasedFileBytes(
  deps: Pick<EventScopeDeps, 'storage'>,
  storageKeys: readonly string[],
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  for (const key of storageKeys) {
    await deps.storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'could not delete an erased file'));
  }
}
