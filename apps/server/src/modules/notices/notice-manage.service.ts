import type { EventScope } from '@server/platform/events/domain-events';
import type {
  EditableNotice,
  ManagedNoticesPage,
  ManagedNoticesQuery,
  NoticeRecipientsPage,
  NoticeRecipientsQuery,
  NoticeSchoolOption,
  NoticeState,
  SaveNoticeBody,
} from '@yanxiu/contract/notices';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { plainTextOf, sanitizeRichText } from '@server/platform/rich-text/rich-text';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import { notify, resolveAudience, type Audience } from '@server/modules/notifications/notifications.public';
import { noticeAccess, publishesForDistrict } from './notices.access';
import {
  claimAnnouncement,
  findFiles,
  insertNotice,
  listManagedNotices,
  listOutstanding,
  listSchools,
  replaceAttachments,
  updateNotice,
  withdrawNotice,
  type NoticeFields,
} from './notice-manage.repository';
import { findNotice, listAttachments, type NoticeRow } from './notices.repository';

// Files a notice may carry: what staff upload as documents or as evidence-type files (PDF, Office, images, text).
const ATTACHABLE_PURPOSES = new Set(['document', 'evidence']);

/** Where a notice stands at `now`. */
export function stateOf(notice: Pick<NoticeRow, 'withdrawnAt' | 'publishAt' | 'expiresAt'>, now: Date): NoticeState {
  if (notice.withdrawnAt) return 'withdrawn';
  if (notice.publishAt > now) return 'scheduled';
  if (notice.expiresAt && notice.expiresAt <= now) return 'expired';
  return 'published';
}

/** Who a notice is for, as notifications resolve it: the same rule the reader's list applies. */
export function audienceOf(notice: Pick<NoticeRow, 'scopeUnitIds' | 'scopeSections' | 'scopeRoles'>): Audience {
  return { kind: 'scope', unitIds: notice.scopeUnitIds, sections: notice.scopeSections, roles: notice.scopeRoles };
}

/**
 * Tells the audience a notice is out, once: the guarded claim means a save and the sweep (or two processes) racing
 * announce it one time. Runs in the caller's transaction, so the message goes only if the notice does.
 */
export async function announceNotice(scope: EventScope, id: number, now: Date): Promise<boolean> {
  const notice = await claimAnnouncement(scope.tx, scope.tenantId, id, now);
  if (!notice) return false;
  await notify(
    scope,
    {
      audience: audienceOf(notice),
      kind: notice.requiresAck ? 'notice.acknowledgementRequired' : 'notice.published',
      params: { title: notice.title },
      link: `/noticeDetail?id=${notice.id}`,
      objectRef: `notice:${notice.id}`,
    },
  );
  return true;
}

async function manageable(ctx: RequestContext, db: Executor, id: number): Promise<NoticeRow> {
  const notice = await findNotice(db, ctx.tenantId, id);
  if (!notice) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, noticeAccess.manageNotice, notice);
  return notice;
}

function unprocessable(ctx: RequestContext, issues: Array<{ path: string; message: string }>, zh: string, en: string): AppError {
  return new AppError('UNPROCESSABLE', { message: ctx.locale === 'zh-CN' ? zh : en, issues });
}

/** The scope's schools as stored: a school admin's notice always goes to their school; district staff name schools of the tenant. */
async function schoolsOf(ctx: RequestContext, tx: Executor, schoolIds: readonly number[]): Promise<number[]> {
  if (!publishesForDistrict(ctx.actor)) {
    const others = schoolIds.flatMap((id, index) => (id === ctx.actor.orgUnitId ? [] : [{ path: `body.scope.schoolIds.${index}`, message: 'not your school' }]));
    if (others.length > 0) throw unprocessable(ctx, others, '学校管理员只能向本校发布通知', 'A school administrator publishes to their own school only');
    return [ctx.actor.orgUnitId];
  }
  const known = new Set((await listSchools(tx, ctx.tenantId)).map((school) => school.id));
  const unknown = schoolIds.flatMap((id, index) => (known.has(id) ? [] : [{ path: `body.scope.schoolIds.${index}`, message: 'no such school' }]));
  if (unknown.length > 0) throw unprocessable(ctx, unknown, '所选学校不存在', 'A chosen school does not exist');
  return [...new Set(schoolIds)];
}

/** 422 unless every new attachment is the caller's own document upload; files already attached stay allowed. */
async function checkAttachments(ctx: RequestContext, tx: Executor, ids: readonly string[], kept: ReadonlySet<string>): Promise<void> {
  const files = new Map((await findFiles(tx, ctx.tenantId, ids)).map((file) => [file.id, file]));
  const issues = ids.flatMap((id, index) => {
    const path = `body.attachmentFileIds.${index}`;
    const file = files.get(id);
    if (!file) return [{ path, message: 'no such file' }];
    if (kept.has(id)) return [];
    if (file.ownerUserId !== ctx.actor.userId) return [{ path, message: 'not your upload' }];
    if (!ATTACHABLE_PURPOSES.has(file.purpose)) return [{ path, message: `a ${file.purpose} upload` }];
    return [];
  });
  if (new Set(ids).size !== ids.length) issues.push({ path: 'body.attachmentFileIds', message: 'a file is named twice' });
  if (issues.length > 0) throw unprocessable(ctx, issues, '附件不符合要求：只能使用本人上传的文件', 'Attachments must be your own uploads');
  // Held against deletion until the notice naming them commits.
  const present = await lockEvidenceFiles(tx, ctx.tenantId, [...ids]);
  const gone = ids.flatMap((id, index) => (present.has(id) ? [] : [{ path: `body.attachmentFileIds.${index}`, message: 'the file no longer exists' }]));
  if (gone.length > 0) throw new AppError('UNPROCESSABLE', { issues: gone });
}

/** Staff's notices: the list with counts, editing, withdrawing, who is outstanding and reminding them. */
export const noticeManageService = {
  /** The notices the caller's unit published (district staff: the tenant's), with read and acknowledgement counts. */
  async list(ctx: RequestContext, query: ManagedNoticesQuery): Promise<ManagedNoticesPage> {
    const now = new Date();
    const { rows, total } = await listManagedNotices(ctx.db, ctx.tenantId, {
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
        state: stateOf(row, now),
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
  },

  /** A notice as the editing form loads it. */
  async editable(ctx: RequestContext, id: number): Promise<EditableNotice> {
    const notice = await manageable(ctx, ctx.db, id);
    return {
      id: notice.id,
      version: notice.version,
      title: notice.title,
      bodyHtml: notice.bodyHtml,
      scope: { schoolIds: notice.scopeUnitIds, sectionCodes: notice.scopeSections, roles: notice.scopeRoles as EditableNotice['scope']['roles'] },
      attachments: await listAttachments(ctx.db, ctx.tenantId, id),
      pinned: notice.pinned,
      requiresAck: notice.requiresAck,
      publishAt: notice.publishAt.toISOString(),
      expiresAt: notice.expiresAt?.toISOString() ?? null,
      state: stateOf(notice, new Date()),
    };
  },

  /**
   * Creates or edits a notice (rich text sanitised, scope checked against the caller's reach, attachments the
   * caller's uploads) and, when its publish time has come, tells its audience, all in one transaction.
   */
  async save(ctx: RequestContext, body: SaveNoticeBody): Promise<{ id: number; version: number }> {
    const now = new Date();
    const bodyHtml = sanitizeRichText(body.bodyHtml);
    const bodyText = plainTextOf(bodyHtml);
    if (bodyText === '') throw unprocessable(ctx, [{ path: 'body.bodyHtml', message: 'no text once sanitised' }], '通知正文不能为空', 'The notice has no text');
    return ctx.transaction(async (tx) => {
      const before = body.id === undefined ? undefined : await manageable(ctx, tx, body.id);
      const kept = new Set(before ? (await listAttachments(tx, ctx.tenantId, before.id)).map((file) => file.id) : []);
      await checkAttachments(ctx, tx, body.attachmentFileIds, kept);
      const fields: NoticeFields = {
        title: body.title,
        bodyHtml,
        bodyText,
        scopeUnitIds: await schoolsOf(ctx, tx, body.scope.schoolIds),
        scopeSections: [...new Set(body.scope.sectionCodes)],
        scopeRoles: [...new Set(body.scope.roles)],
        pinned: body.pinned,
        requiresAck: body.requiresAck,
        publishAt: new Date(body.publishAt),
        expiresAt: body.expiresAt === null ? null : new Date(body.expiresAt),
      };
      let id: number;
      let version: number;
      if (before) {
        if (!(await updateNotice(tx, ctx.tenantId, before.id, body.version!, fields, now))) throw new AppError('STALE_VERSION');
        id = before.id;
        version = body.version! + 1;
      } else {
        id = await insertNotice(tx, ctx.tenantId, { ...fields, publisherUnitId: ctx.actor.orgUnitId, authorUserId: ctx.actor.userId });
        version = 1;
      }
      await replaceAttachments(tx, ctx.tenantId, id, body.attachmentFileIds);
      await recordAudit(tx, ctx, {
        action: before ? 'notice.updated' : 'notice.created',
        entityType: 'notice',
        entityId: String(id),
        before: before ? { title: before.title, version: before.version } : null,
        after: { title: fields.title, scope: body.scope, publishAt: body.publishAt, expiresAt: body.expiresAt, requiresAck: body.requiresAck, pinned: body.pinned },
      });
      await announceNotice(eventScopeOf(ctx, tx), id, now);
      return { id, version };
    });
  },

  /** Withdraws a notice at the version read: readers no longer see it; its counts stay. */
  async withdraw(ctx: RequestContext, id: number, version: number): Promise<{ id: number; version: number }> {
    return ctx.transaction(async (tx) => {
      const before = await manageable(ctx, tx, id);
      if (!(await withdrawNotice(tx, ctx.tenantId, id, version, new Date()))) throw new AppError('STALE_VERSION');
      await recordAudit(tx, ctx, { action: 'notice.withdrawn', entityType: 'notice', entityId: String(id), before: { title: before.title, version }, after: null });
      return { id, version: version + 1 };
    });
  },

  /** Who of the notice's audience has not read it (or not acknowledged it), a page at a time. */
  async recipients(ctx: RequestContext, query: NoticeRecipientsQuery): Promise<NoticeRecipientsPage> {
    const notice = await manageable(ctx, ctx.db, query.id);
    const audience = await resolveAudience(ctx.db, ctx.tenantId, audienceOf(notice));
    const { rows, total } = await listOutstanding(ctx.db, ctx.tenantId, notice.id, audience, query.outstanding, {
      offset: (query.current - 1) * query.size,
      limit: query.size,
    });
    return { records: rows, total, current: query.current, size: query.size };
  },

  /** Reminds everyone of the audience who has not yet acknowledged (or, without acknowledgement, read) a notice that is out. */
  async remind(ctx: RequestContext, id: number): Promise<{ reminded: number }> {
    return ctx.transaction(async (tx) => {
      const notice = await manageable(ctx, tx, id);
      if (stateOf(notice, new Date()) !== 'published') {
        throw new AppError('STATE_NOT_ALLOWED', { message: ctx.locale === 'zh-CN' ? '只能提醒已发布且未过期的通知' : 'Only a published notice that has not expired can be reminded of' });
      }
      const audience = await resolveAudience(tx, ctx.tenantId, audienceOf(notice));
      const { rows } = await listOutstanding(tx, ctx.tenantId, id, audience, notice.requiresAck ? 'unacknowledged' : 'unread', undefined);
      if (rows.length === 0) return { reminded: 0 };
      await notify(
        eventScopeOf(ctx, tx),
        {
          audience: { kind: 'users', userIds: rows.map((row) => row.userId) },
          kind: 'notice.reminder',
          params: { title: notice.title },
          link: `/noticeDetail?id=${id}`,
          objectRef: `notice:${id}`,
        },
      );
      await recordAudit(tx, ctx, { action: 'notice.reminded', entityType: 'notice', entityId: String(id), before: null, after: { reminded: rows.length } });
      return { reminded: rows.length };
    });
  },

  /** The schools the caller may publish to: the tenant's for district staff, their own for a school admin. */
  async schools(ctx: RequestContext): Promise<NoticeSchoolOption[]> {
    return listSchools(ctx.db, ctx.tenantId, publishesForDistrict(ctx.actor) ? undefined : ctx.actor.orgUnitId);
  },
};
