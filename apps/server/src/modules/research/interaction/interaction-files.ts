import type { Locale } from '@yanxiu/contract/locale';
import type { RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import { findStoredFile, refuseFileDeletion, serveStoredFile, type DownloadConditions, type FileDeletionRequest, type FileResponse } from '@server/modules/files/files.public';
import { gateActivity } from './interaction-gate';
import { findFileUse, isFileUsed } from './interaction.repository';

/**
 * A file an activity's post, hand-in or summary names, for whom may see it there: posts and the summary for
 * everyone in the activity, a hidden post's files and a hand-in's for their owner and the organisers.
 */
export async function downloadActivityFile({ storage }: Pick<AppDeps, 'storage'>, ctx: RequestContext, activityId: number, fileId: string, conditions: DownloadConditions): Promise<FileResponse> {
  const gate = await gateActivity(ctx, ctx.db, activityId);
  const use = await findFileUse(ctx.db, ctx.tenantId, activityId, fileId);
  if (!use) throw new AppError('NOT_FOUND');
  const open = use.use === 'post' || use.use === 'summary';
  if (!open && !gate.organiser && use.ownerUserId !== ctx.actor.userId) throw new AppError('NOT_FOUND');
  const file = await findStoredFile(ctx.db, ctx.tenantId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  // Access is checked on every request; caches may keep the bytes but must ask first.
  return serveStoredFile(storage, file, conditions, { disposition: 'attachment', cacheControl: 'private, no-cache' });
}

const refusal: Record<Locale, string> = {
  'zh-CN': '该文件已用于教研活动（研讨、作业或总结），不能删除',
  'en-US': "The file is used in a research activity's discussion, hand-in or summary and cannot be deleted",
};

/** Refuses to delete a file a post, hand-in or summary names (files' deletion event). */
export async function keepResearchFiles({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  if (await isFileUsed(tx, tenantId, fileId)) refuseFileDeletion(refusal[locale]);
}
