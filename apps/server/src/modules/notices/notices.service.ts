import type { NoticeDetail, NoticeListItem, NoticeListPage, NoticeListQuery, NoticeUnread } from '@yanxiu/contract/notices';
import type { Executor } from '@server/db/client';
import type { Actor } from '@server/platform/auth/actor';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { noticeAccess } from './notices.access';
import {
  countUnread,
  findAttachmentFile,
  findNotice,
  findReaderNotice,
  findSectionOf,
  listAttachments,
  listReaderNotices,
  recordAcknowledgement,
  recordRead,
  type Reader,
  type ReaderNotice,
} from './notices.repository';
import { noticesTexts } from './notices.texts';

const SUMMARY_LENGTH = 120;

/** The caller as a reader: their unit, roles and teaching section, which scopes are matched against. */
export async function readerOf(db: Executor, tenantId: TenantId, actor: Actor): Promise<Reader> {
  return { userId: actor.userId, orgPath: actor.orgPath, roles: actor.roles, sectionCode: await findSectionOf(db, tenantId, actor.userId) };
}

function itemOf(notice: ReaderNotice): NoticeListItem {
  return {
    id: notice.id,
    title: notice.title,
    summary: notice.bodyText.length > SUMMARY_LENGTH ? `${notice.bodyText.slice(0, SUMMARY_LENGTH)}…` : notice.bodyText,
    publisherUnitName: notice.publisherUnitName,
    publishAt: notice.publishAt.toISOString(),
    expiresAt: notice.expiresAt?.toISOString() ?? null,
    pinned: notice.pinned,
    requiresAck: notice.requiresAck,
    read: notice.readAt !== null,
    acknowledged: notice.acknowledgedAt !== null,
  };
}

// Notices for the signed-in reader: the list, one notice (marked read), acknowledgements and the unread count.

/** A page of the notices out for the caller: unread first, then pinned, then newest; searched in title and text. */
export async function listNotices(ctx: RequestContext, query: NoticeListQuery): Promise<NoticeListPage> {
  const reader = await readerOf(ctx.db, ctx.tenantId, ctx.actor);
  const { rows, total } = await listReaderNotices(
    ctx.db,
    ctx.tenantId,
    reader,
    { keyword: query.keyword, offset: (query.current - 1) * query.size, limit: query.size },
    new Date(),
  );
  return { records: rows.map(itemOf), total, current: query.current, size: query.size };
}

/** One notice out for the caller, recording its first read; 404 for one that is not theirs to see. */
export async function noticeDetail(ctx: RequestContext, id: number): Promise<NoticeDetail> {
  const now = new Date();
  const reader = await readerOf(ctx.db, ctx.tenantId, ctx.actor);
  return ctx.transaction(async (tx) => {
    const notice = await findReaderNotice(tx, ctx.tenantId, reader, id, now);
    if (!notice) throw new AppError('NOT_FOUND');
    const readAt = await recordRead(tx, ctx.tenantId, id, reader.userId, now);
    const attachments = await listAttachments(tx, ctx.tenantId, id);
    return {
      ...itemOf({ ...notice, readAt }),
      bodyHtml: notice.bodyHtml,
      attachments,
      readAt: readAt.toISOString(),
      acknowledgedAt: notice.acknowledgedAt?.toISOString() ?? null,
    };
  });
}

/** Acknowledges a notice that asks for it; the first acknowledgement's time stands, repeating changes nothing. */
export async function acknowledgeNotice(ctx: RequestContext, id: number): Promise<{ id: number; acknowledgedAt: string }> {
  const now = new Date();
  const reader = await readerOf(ctx.db, ctx.tenantId, ctx.actor);
  return ctx.transaction(async (tx) => {
    const notice = await findReaderNotice(tx, ctx.tenantId, reader, id, now);
    if (!notice) throw new AppError('NOT_FOUND');
    if (!notice.requiresAck) {
      throw new AppError('STATE_NOT_ALLOWED', { message: noticesTexts(ctx.locale, 'noAcknowledgement') });
    }
    const acknowledgedAt = await recordAcknowledgement(tx, ctx.tenantId, id, reader.userId, now);
    return { id, acknowledgedAt: acknowledgedAt.toISOString() };
  });
}

/** How many notices out for the caller are unopened, and the spec's hadRead flag (true when none is). */
export async function unreadNotices(ctx: RequestContext): Promise<NoticeUnread> {
  const reader = await readerOf(ctx.db, ctx.tenantId, ctx.actor);
  const unread = await countUnread(ctx.db, ctx.tenantId, reader, new Date());
  return { unread, hadRead: unread === 0 };
}

/** An attachment's bytes, for a reader of the notice or staff who manage it; 404 otherwise (the notice stays unseen). */
export async function downloadNoticeAttachment(
  ctx: RequestContext,
  noticeId: number,
  fileId: string,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const notice = await findNotice(ctx.db, ctx.tenantId, noticeId);
  if (!notice) throw new AppError('NOT_FOUND');
  const manages = noticeAccess.manageNotice(ctx.actor, notice);
  if (!manages && !(await findReaderNotice(ctx.db, ctx.tenantId, await readerOf(ctx.db, ctx.tenantId, ctx.actor), noticeId, new Date()))) {
    throw new AppError('NOT_FOUND');
  }
  const file = await findAttachmentFile(ctx.db, ctx.tenantId, noticeId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  // Access is checked on every request; caches may keep the bytes but must ask first.
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'attachment', cacheControl: 'private, no-cache' });
}
