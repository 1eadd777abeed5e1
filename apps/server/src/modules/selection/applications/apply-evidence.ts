import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { findRunningApplicationUsingFile } from './apply.repository';
import { selectionTexts } from '../selection.texts';

/** A file given in an application under review or passed it stays: files asks before deleting one. */
export async function keepApplicationEvidence({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const applyId = await findRunningApplicationUsingFile(tx, tenantId, fileId);
  if (applyId === undefined) return;
  refuseFileDeletion(selectionTexts(locale, 'applicationFileInUse', { applyId }));
}
