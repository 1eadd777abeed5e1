import type { RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import { serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { readableTopic } from '@server/modules/topic/applications/apply.service';
import { isOnTopicPanel } from '@server/modules/topic/review/panel.repository';
import { findTopicFile } from '@server/modules/topic/applications/topic-files.repository';

/**
 * A topic's files for those who read the topic: its host and listed members, staff over the host's school and its
 * reviewers (the rules of topics/detail), and the experts on one of its panels. `/files/:id` serves the uploader
 * and staff; members and experts read a topic's files here.
 */
export function createTopicFilesService({ db, storage }: Pick<AppDeps, 'db' | 'storage'>) {
  return {
    async download(ctx: RequestContext, applyId: number, fileId: string, conditions: DownloadConditions): Promise<FileResponse> {
      const onPanel = await isOnTopicPanel(db, ctx.tenantId, applyId, ctx.actor.userId);
      if (!onPanel) await readableTopic(db, ctx, applyId);
      const file = await findTopicFile(db, ctx.tenantId, applyId, fileId);
      if (!file) throw new AppError('NOT_FOUND');
      // Access is checked on every request; caches may keep the bytes but must ask first.
      return serveStoredFile(storage, file, conditions, { disposition: 'attachment', cacheControl: 'private, no-cache' });
    },
  };
}
