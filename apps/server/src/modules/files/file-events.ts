import type { Locale } from '@yanxiu/contract/locale';
import { AppError } from '@server/platform/http/app-error';
import { defineEvent } from '@server/platform/events/domain-events';

/** Which file is about to go, and the language to refuse in. */
export type FileDeletionRequest = { fileId: string; locale: Locale };

/**
 * A stored file is about to be deleted (its row locked, in the deleting transaction). Domains that refer to files
 * subscribe and call `refuseFileDeletion` while their work still needs the file, so files never imports them.
 */
export const fileDeletionRequested = defineEvent<FileDeletionRequest>('files.deletionRequested');

/** Refuses the deletion with a reason in the caller's language (409, nothing deleted). */
export function refuseFileDeletion(reason: string): never {
  throw new AppError('CONFLICT', { message: reason, issues: [{ path: 'params.id', message: 'the file is in use' }] });
}
