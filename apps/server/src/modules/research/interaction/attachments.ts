import type { ResearchFile } from '@yanxiu/contract/research-interaction';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { lockEvidenceFiles, storedFileFacts } from '@server/modules/files/files.public';
import { researchTexts } from '../research.texts';

// Files people attach to posts, hand-ins and the summary: their own uploads only, of the purposes that hold
// documents and images, held against deletion until the write naming them commits.

const ATTACHABLE = new Set(['evidence', 'document']);

/**
 * 422 naming each file that is not the caller's own upload of an attachable purpose, or is gone; `kept` files
 * (already on the thing being changed) stay allowed whoever uploaded them. Locks them until the transaction ends.
 */
export async function checkOwnFiles(
  ctx: RequestContext,
  tx: Executor,
  field: string,
  ids: readonly string[],
  options: { kept?: ReadonlySet<string>; imagesOnly?: boolean } = {},
): Promise<void> {
  const kept = options.kept ?? new Set<string>();
  if (ids.length === 0) return;
  const present = await lockEvidenceFiles(tx, ctx.tenantId, [...ids]);
  const files = new Map((await storedFileFacts(tx, ctx.tenantId, ids)).map((file) => [file.id, file]));
  const issues = ids.flatMap((id, index) => {
    const path = `body.${field}.${index}`;
    const file = files.get(id);
    if (!file || !present.has(id)) return [{ path, message: 'no such file' }];
    if (kept.has(id)) return [];
    if (file.ownerUserId !== ctx.actor.userId) return [{ path, message: 'not your upload' }];
    if (!ATTACHABLE.has(file.purpose)) return [{ path, message: `a ${file.purpose} upload` }];
    if (options.imagesOnly && !file.contentType.startsWith('image/')) return [{ path, message: 'not an image' }];
    return [];
  });
  if (issues.length > 0) {
    throw new AppError('UNPROCESSABLE', { message: researchTexts(ctx.locale, 'ownAttachmentsOnly'), issues });
  }
}

/** The files of some ids as the pages show them, in the order given (ids of files since gone are left out). */
export async function filesOf(db: Executor, ctx: Pick<RequestContext, 'tenantId'>, ids: readonly string[]): Promise<ResearchFile[]> {
  const files = new Map((await storedFileFacts(db, ctx.tenantId, ids)).map((file) => [file.id, file]));
  return ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [{ id: file.id, name: file.name, contentType: file.contentType, size: file.size }] : [];
  });
}
