import type { EventScope } from '@server/platform/events/domain-events';
import { storedFileAddress } from '@yanxiu/contract/stored-file-address';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { assessmentTexts } from '../assessment.texts';
import { findQuestionShowingFile } from './questions.repository';

/**
 * A question picture stays while a question shows it, in its current version or an older one an attempt keeps: its
 * uploader deleting it would leave teachers sitting the exam (and anyone reading a finished attempt) its alt text only.
 */
export async function keepQuestionPictures({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const questionId = await findQuestionShowingFile(tx, tenantId, storedFileAddress(fileId));
  if (questionId === undefined) return;
  refuseFileDeletion(assessmentTexts(locale, 'pictureInUse', { questionId }));
}
