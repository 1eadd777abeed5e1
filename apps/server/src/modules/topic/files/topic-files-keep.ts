import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { findTopicUsingFile } from '@server/modules/topic/applications/topic-files.repository';
import { topicTexts } from '../topic.texts';

/** A file a topic names once it is under review or approved stays: files asks before deleting one. */
export async function keepTopicFiles({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const applyId = await findTopicUsingFile(tx, tenantId, fileId);
  if (applyId === undefined) return;
  refuseFileDeletion(topicTexts(locale, 'fileInUse', { applyId }));
}
