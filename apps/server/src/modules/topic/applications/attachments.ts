import type { TopicFile } from '@yanxiu/contract/topic';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import { storedFileFacts } from '@server/modules/files/files.public';
import { type TopicFileRow } from './topic-files.repository';
import { topicTexts } from '../topic.texts';

// Files attached to applications, stage filings and process records: the caller's own uploads of the purposes
// that hold documents and images, held against deletion until the write naming them commits.

const ATTACHABLE = new Set(['evidence', 'document']);

/**
 * 422 naming each file that is not the caller's own upload of an attachable purpose, or is gone; `kept` files
 * (already on the thing being changed) stay allowed whoever uploaded them. Locks them until the transaction ends.
 */
export async function checkOwnFiles(
  ctx: RequestContext,
  tx: Executor,
  ids: readonly string[],
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (ids.length === 0) return;
  const present = await lockEvidenceFiles(tx, ctx.tenantId, [...ids]);
  const files = new Map((await storedFileFacts(tx, ctx.tenantId, ids)).map((file) => [file.id, file]));
  const issues = ids.flatMap((id, index) => {
    const path = `body.fileIds.${index}`;
    const file = files.get(id);
    if (!file || !present.has(id)) return [{ path, message: 'no such file' }];
    if (kept.has(id)) return [];
    if (file.ownerUserId !== ctx.actor.userId) return [{ path, message: 'not your upload' }];
    if (!ATTACHABLE.has(file.purpose)) return [{ path, message: `a ${file.purpose} upload` }];
    return [];
  });
  if (issues.length > 0) {
    throw new AppError('UNPROCESSABLE', { message: topicTexts(ctx.locale, 'ownAttachmentsOnly'), issues });
  }
}

/** A stored topic file as pages show it. */
export const fileView = (row: TopicFileRow): TopicFile => ({
  id: row.fileId,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  public: row.public,
});
