import type { EventScope } from '@server/platform/events/domain-events';
import { refuseFileDeletion, type FileDeletionRequest } from '@server/modules/files/files.public';
import { findRunningApplicationUsingFile } from './apply.repository';

/** A file given in an application under review or passed it stays: files asks before deleting one. */
export async function keepApplicationEvidence({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  const applyId = await findRunningApplicationUsingFile(tx, tenantId, fileId);
  if (applyId === undefined) return;
  refuseFileDeletion(
    locale === 'zh-CN'
      ? `该文件是评选申报（${applyId}）的材料，申报审核中或已通过时不能删除`
      : `The file is part of selection application ${applyId}, which is under review or passed it; it cannot be deleted`,
  );
}
