import type { Locale } from '@yanxiu/contract/locale';
import type { RequestContext } from '@server/platform/context/request-context';
import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import {
  findStoredFile,
  refuseFileDeletion,
  serveStoredFile,
  type DownloadConditions,
  type FileDeletionRequest,
  type FileResponse,
} from '@server/modules/files/files.public';
import { researchAccess } from '@server/modules/research/research.access';
import { gateActivity } from './interaction-gate';
import { findFileUse, findGroupFileFor, isFileUsed } from './interaction.repository';

const STAGE_MATERIAL = new Set(['video', 'document']);

/**
 * A file an activity's stage, post, hand-in or summary names, for whom may see it there: stages, posts and the
 * summary for everyone in the activity, a hidden post's files and a hand-in's for their owner and the organisers.
 */
export async function downloadActivityFile(
  ctx: RequestContext,
  activityId: number,
  fileId: string,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const gate = await gateActivity(ctx, ctx.db, activityId);
  const use = await findFileUse(ctx.db, ctx.tenantId, activityId, fileId);
  if (!use) throw new AppError('NOT_FOUND');
  const open = use.use === 'stage' || use.use === 'post' || use.use === 'summary';
  if (!open && !gate.organiser && use.ownerUserId !== ctx.actor.userId) throw new AppError('NOT_FOUND');
  const file = await findStoredFile(ctx.db, ctx.tenantId, fileId);
  // A stage serves material only: an organiser naming someone's evidence there does not open it to the activity.
  if (!file || (use.use === 'stage' && !STAGE_MATERIAL.has(file.purpose))) throw new AppError('NOT_FOUND');
  // Access is checked on every request; caches may keep the bytes but must ask first.
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'attachment', cacheControl: 'private, no-cache' });
}

/**
 * A file shared with a group, for its members and those who manage it (the leader, staff over its unit); 404 for
 * anyone else, as for a file the group does not share.
 */
export async function downloadGroupFile(
  ctx: RequestContext,
  groupId: number,
  fileId: string,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const shared = await findGroupFileFor(ctx.db, ctx.tenantId, groupId, fileId, ctx.actor.userId);
  if (!shared || !(shared.isMember || researchAccess.manageGroup(ctx.actor, shared.group))) throw new AppError('NOT_FOUND');
  const file = await findStoredFile(ctx.db, ctx.tenantId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'attachment', cacheControl: 'private, no-cache' });
}

const refusal: Record<Locale, string> = {
  'zh-CN': '该文件已用于教研活动或教研组（环节材料、研讨、作业、总结或共享文件），不能删除',
  'en-US': "The file is used in a research activity's stage, discussion, hand-in or summary, or shared with a group, and cannot be deleted",
};

/** Refuses to delete a file a stage, post, hand-in, summary or group names (files' deletion event). */
export async function keepResearchFiles({ tx, tenantId }: EventScope, { fileId, locale }: FileDeletionRequest): Promise<void> {
  if (await isFileUsed(tx, tenantId, fileId)) refuseFileDeletion(refusal[locale]);
}
