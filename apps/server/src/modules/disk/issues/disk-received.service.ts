import type { DiskReceivedDetail, DiskReceivedItem, DiskReceivedPage, SaveDiskCopiesBody } from '@yanxiu/contract/disk';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findOwnFolders } from '@server/modules/disk/folders/disk-folders.repository';
import { decodeCursor, encodeCursor } from '@server/modules/disk/resources/disk-cursor';
import { resourceDetailOf, resourceItemOf } from '@server/modules/disk/resources/disk-resource-view';
import { insertResource } from '@server/modules/disk/resources/disk-resources.repository';
import { quotaLimitsOf, quotaOwnersOf, unitLimitOf } from '@server/modules/disk/storage/disk-quota.service';
import { addBlobReferences, takeQuota } from '@server/modules/disk/storage/disk-storage.repository';
import { acknowledge, findReceived, issueResources, listReceived, markOpened } from './disk-issues.repository';
import { diskTexts } from '../disk.texts';

// The recipients' side of issues: what was issued to the caller, opening and acknowledging it, and saving copies of
// its resources to their own disk.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What was issued to the caller: never opened first, then newest. */
export async function listReceivedDiskIssues(
  ctx: RequestContext,
  query: { current: number; size: number; cursor?: string | undefined },
): Promise<DiskReceivedPage> {
  const after = decodeCursor(query.cursor);
  const page = await listReceived(ctx.db, ctx.tenantId, ctx.actor.userId, { page: query.current, size: query.size, after });
  return {
    records: page.rows.map(receivedItemOf),
    total: page.total,
    current: query.current,
    size: query.size,
    totalIsLowerBound: page.totalIsLowerBound,
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

/** An issue to the caller with its resources and their addresses; opening it records `opened`. */
export async function openReceivedDiskIssue(ctx: RequestContext, id: number): Promise<DiskReceivedDetail> {
  const found = await findReceived(ctx.db, ctx.tenantId, ctx.actor.userId, id);
  if (!found) throw new AppError('NOT_FOUND');
  const now = new Date();
  await markOpened(ctx.db, ctx.tenantId, id, ctx.actor.userId, now);
  const rows = await issueResources(ctx.db, ctx.tenantId, id);
  const items = await Promise.all(
    rows.map(async (row) => {
      const detail = await resourceDetailOf(ctx, row, found.senderName, id);
      return { ...resourceItemOf(row), preview: detail.preview, links: detail.links };
    }),
  );
  return { ...receivedItemOf({ ...found, openedAt: found.openedAt ?? now }), items };
}

/** Acknowledges an issue to the caller that asks for it; the first acknowledgement counts. */
export async function acknowledgeDiskIssue(ctx: RequestContext, id: number): Promise<{ id: number; acknowledgedAt: string }> {
  return ctx.transaction(async (tx) => {
    const found = await findReceived(tx, ctx.tenantId, ctx.actor.userId, id);
    if (!found) throw new AppError('NOT_FOUND');
    if (!found.issue.ackDeadline) {
      throw new AppError('UNPROCESSABLE', { message: diskTexts(ctx.locale, 'noAcknowledgement') });
    }
    const at = await acknowledge(tx, ctx.tenantId, id, ctx.actor.userId, new Date());
    return { id, acknowledgedAt: at!.toISOString() };
  });
}

/** Copies of an issue's resources on the caller's disk: new rows on the same content, counted against their quota. */
export async function saveDiskIssueCopies(ctx: RequestContext, body: SaveDiskCopiesBody): Promise<{ resourceIds: number[] }> {
  const { tenantId, actor } = ctx;
  const limits = await quotaLimitsOf(ctx);
  const owners = quotaOwnersOf(actor);
  return ctx.transaction(async (tx) => {
    if (!(await findReceived(tx, tenantId, actor.userId, body.issueId))) throw new AppError('NOT_FOUND');
    if (body.folderId !== null && (await findOwnFolders(tx, tenantId, actor.userId, [body.folderId])).length !== 1)
      throw new AppError('NOT_FOUND');
    const wanted = [...new Set(body.resourceIds)];
    const available = (await issueResources(tx, tenantId, body.issueId)).filter((row) => wanted.includes(row.id));
    if (available.length !== wanted.length) throw new AppError('NOT_FOUND');
    const bytes = available.reduce((sum, row) => sum + row.size, 0);
    if (
      !(await takeQuota(tx, tenantId, owners.user, bytes, limits.user, 'used')) ||
      !(await takeQuota(tx, tenantId, owners.unit, bytes, unitLimitOf(owners, limits), 'used'))
    ) {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: diskTexts(ctx.locale, 'noSpaceToSave') });
    }
    await addBlobReferences(
      tx,
      tenantId,
      available.map((row) => row.blobSha256),
    );
    const ids: number[] = [];
    for (const row of available) {
      ids.push(
        await insertResource(tx, tenantId, {
          ownerUserId: actor.userId,
          ownerUnitId: actor.orgUnitId,
          folderId: body.folderId,
          title: row.title,
          description: row.description,
          tags: row.tags,
          sectionCode: row.sectionCode,
          subjectCode: row.subjectCode,
          resourceType: row.resourceType,
          fileName: row.fileName,
          blobSha256: row.blobSha256,
          size: row.size,
          contentType: row.contentType,
          previewKind: row.previewKind,
        }),
      );
    }
    return { resourceIds: ids };
  });
}

type ReceivedRow = NonNullable<Awaited<ReturnType<typeof findReceived>>>;

function receivedItemOf(row: ReceivedRow): DiskReceivedItem {
  return {
    id: row.issue.id,
    title: row.issue.title,
    folderTitle: row.issue.folderTitle,
    resources: row.issue.resourceCount,
    message: row.issue.message,
    senderName: row.senderName,
    senderUnitName: row.senderUnitName,
    issuedAt: row.issue.createdAt.toISOString(),
    ackDeadline: iso(row.issue.ackDeadline),
    requiresAck: row.issue.ackDeadline !== null,
    openedAt: iso(row.openedAt),
    acknowledgedAt: iso(row.acknowledgedAt),
  };
}
