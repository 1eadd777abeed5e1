import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { findPendingDeclarationUsing } from './declaration.repository';
import { learningTexts } from '../learning.texts';

/**
 * Keeps the evidence of a declaration waiting for the school's decision: files asks before deleting one (with the
 * file's row locked, so a declaration naming it cannot commit between this check and the delete).
 */
export async function keepPendingEvidence({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const declarationId = await findPendingDeclarationUsing(tx, tenantId, fileId);
  if (declarationId === undefined) return;
  refuseFileDeletion(learningTexts(locale, 'declarationEvidenceInUse', { declarationId }));
}
