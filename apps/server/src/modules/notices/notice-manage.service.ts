import type {
  EditableNotice,
  ManagedNoticesPage,
  ManagedNoticesQuery,
  NoticeRecipientsPage,
  NoticeRecipientsQuery,
  NoticeSchoolOption,
} from '@yanxiu/contract/notices';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { notify, resolveAudience } from '@server/modules/notifications/notifications.public';
import { audienceOf, manageableNotice, noticeStateOf } from './notice-manage.rules';
import { publishesForDistrict } from './notices.access';
import { listOutstanding, listSchools, selectManagedNotices } from './notice-manage.repository';
import { listAttachments } from './notices.repository';
import { noticesTexts } from './notices.texts';

// Staff's notices: the list with counts, the editing form, who is outstanding and reminding them.

/** The notices the caller's unit published (district staff: the tenant's), with read and acknowledgement counts. */
export async function listManagedNotices(ctx: RequestContext, query: ManagedNoticesQuery): Promise<ManagedNoticesPage> {
  const now = new Date();
  const { rows, total } = await selectManagedNotices(ctx.db, ctx.tenantId, {
    publisherUnitId: publishesForDistrict(ctx.actor) ? undefined : ctx.actor.orgUnitId,
    keyword: query.keyword,
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  const records = [];
  for (const row of rows) {
    const audience = (await resolveAudience(ctx.db, ctx.tenantId, audienceOf(row))).length;
    records.push({
      id: row.id,
      version: row.version,
      title: row.title,
      publisherUnitName: row.publisherUnitName,
      authorName: row.authorName,
      state: noticeStateOf(row, now),
      pinned: row.pinned,
      requiresAck: row.requiresAck,
      publishAt: row.publishAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      audience,
      read: row.read,
      acknowledged: row.acknowledged,
    });
  }
  return { records, total, current: query.current, size: query.size };
}

/** A notice as the editing form loads it. */
export async function editableNotice(ctx: RequestContext, id: number): Promise<EditableNotice> {
  const notice = await manageableNotice(ctx, ctx.db, id);
  return {
    id: notice.id,
    version: notice.version,
    title: notice.title,
    bodyHtml: notice.bodyHtml,
    scope: {
      schoolIds: notice.scopeUnitIds,
      sectionCodes: notice.scopeSections,
      roles: notice.scopeRoles as EditableNotice['scope']['roles'],
    },
    attachments: await listAttachments(ctx.db, ctx.tenantId, id),
    pinned: notice.pinned,
    requiresAck: notice.requiresAck,
    publishAt: notice.publishAt.toISOString(),
    expiresAt: notice.expiresAt?.toISOString() ?? null,
    state: noticeStateOf(notice, new Date()),
  };
}

/** Who of the notice's audience has not read it (or not acknowledged it), a page at a time. */
export async function listNoticeRecipients(ctx: RequestContext, query: NoticeRecipientsQuery): Promise<NoticeRecipientsPage> {
  const notice = await manageableNotice(ctx, ctx.db, query.id);
  const audience = await resolveAudience(ctx.db, ctx.tenantId, audienceOf(notice));
  const { rows, total } = await listOutstanding(ctx.db, ctx.tenantId, notice.id, audience, query.outstanding, {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return { records: rows, total, current: query.current, size: query.size };
}

/** Reminds everyone of the audience who has not yet acknowledged (or, without acknowledgement, read) a notice that is out. */
export async function remindNoticeAudience(ctx: RequestContext, id: number): Promise<{ reminded: number }> {
  return ctx.transaction(async (tx) => {
    const notice = await manageableNotice(ctx, tx, id);
    if (noticeStateOf(notice, new Date()) !== 'published') {
      throw new AppError('STATE_NOT_ALLOWED', { message: noticesTexts(ctx.locale, 'remindPublishedOnly') });
    }
    const audience = await resolveAudience(tx, ctx.tenantId, audienceOf(notice));
    const { rows } = await listOutstanding(tx, ctx.tenantId, id, audience, notice.requiresAck ? 'unacknowledged' : 'unread', undefined);
    if (rows.length === 0) return { reminded: 0 };
    await notify(eventScopeOf(ctx, tx), {
      audience: { kind: 'users', userIds: rows.map((row) => row.userId) },
      kind: 'notice.reminder',
      params: { title: notice.title },
      link: `/noticeDetail?id=${id}`,
      objectRef: `notice:${id}`,
    });
    await recordAudit(tx, ctx, {
      action: 'notice.reminded',
      entityType: 'notice',
      entityId: String(id),
      before: null,
      after: { reminded: rows.length },
    });
    return { reminded: rows.length };
  });
}

/** The schools the caller may publish to: the tenant's for district staff, their own for a school admin. */
export async function listNoticeSchools(ctx: RequestContext): Promise<NoticeSchoolOption[]> {
  return listSchools(ctx.db, ctx.tenantId, publishesForDistrict(ctx.actor) ? undefined : ctx.actor.orgUnitId);
}
