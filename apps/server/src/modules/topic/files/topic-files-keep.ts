import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { findTopicUsingFile } from '@server/modules/topic/applications/topic-files.repository';

/** A file a topic names once it is under review or approved stays: files asks before deleting one. */
export async function keepTopicFiles({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const applyId = await findTopicUsingFile(tx, tenantId, fileId);
  if (applyId === undefined) return;
  refuseFileDeletion(
    locale === 'zh-CN' ? `该文件是课题（${applyId}）的材料，课题审核中或已立项时不能删除` : `The file is part of research topic ${applyId}, which is under review or approved; it cannot be deleted`,
  );
}
