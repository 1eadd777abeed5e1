import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { findTopicFile } from '@server/modules/topic/applications/topic-files.repository';
import { readableTopic } from '@server/modules/topic/applications/topic-read';
import { isOnTopicPanel } from '@server/modules/topic/review/panel.repository';

/**
 * A topic's file for those who read the topic: its host and listed members, staff over the host's school and its
 * reviewers (the rules of the topic's page), and the experts on one of its panels. `/files/:id` serves the uploader
 * and staff; members and experts read a topic's files here.
 */
export async function downloadTopicFile(
  ctx: RequestContext,
  applyId: number,
  fileId: string,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const onPanel = await isOnTopicPanel(ctx.db, ctx.tenantId, applyId, ctx.actor.userId);
  if (!onPanel) await readableTopic(ctx, applyId);
  const file = await findTopicFile(ctx.db, ctx.tenantId, applyId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  // Access is checked on every request; caches may keep the bytes but must ask first.
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'attachment', cacheControl: 'private, no-cache' });
}
