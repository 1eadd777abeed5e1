import type { SaveNoticeBody } from '@yanxiu/contract/notices';
import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import { plainTextOf, sanitizeRichText } from '@server/platform/rich-text/rich-text';
import { lockEvidenceFiles, storedFileFacts } from '@server/modules/files/files.public';
import { notify } from '@server/modules/notifications/notifications.public';
import { audienceOf, manageableNotice, noticeUnprocessable } from './notice-manage.rules';
import { publishesForDistrict } from './notices.access';
import {
  claimAnnouncement,
  insertNotice,
  listSchools,
  markNoticeWithdrawn,
  replaceAttachments,
  updateNotice,
  type NoticeFields,
} from './notice-manage.repository';
import { listAttachments } from './notices.repository';

// Staff writing notices: saving (and announcing once the publish time has come) and withdrawing.

// Files a notice may carry: what staff upload as documents or as evidence-type files (PDF, Office, images, text).
const ATTACHABLE_PURPOSES = new Set(['document', 'evidence']);

/**
 * Tells the audience a notice is out, once: the guarded claim means a save and the sweep (or two processes) racing
 * announce it one time. Runs in the caller's transaction, so the message goes only if the notice does.
 */
export async function announceNotice(scope: EventScope, id: number, now: Date): Promise<boolean> {
  const notice = await claimAnnouncement(scope.tx, scope.tenantId, id, now);
  if (!notice) return false;
  await notify(scope, {
    audience: audienceOf(notice),
    kind: notice.requiresAck ? 'notice.acknowledgementRequired' : 'notice.published',
    params: { title: notice.title },
    link: `/noticeDetail?id=${notice.id}`,
    objectRef: `notice:${notice.id}`,
  });
  return true;
}

/** The scope's schools as stored: a school admin's notice always goes to their school; district staff name schools of the tenant. */
async function schoolsOf(ctx: RequestContext, tx: Executor, schoolIds: readonly number[]): Promise<number[]> {
  if (!publishesForDistrict(ctx.actor)) {
    const others = schoolIds.flatMap((id, index) =>
      id === ctx.actor.orgUnitId ? [] : [{ path: `body.scope.schoolIds.${index}`, message: 'not your school' }],
    );
    if (others.length > 0) throw noticeUnprocessable(ctx, others, 'ownSchoolOnly');
    return [ctx.actor.orgUnitId];
  }
  const known = new Set((await listSchools(tx, ctx.tenantId)).map((school) => school.id));
  const unknown = schoolIds.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `body.scope.schoolIds.${index}`, message: 'no such school' }],
  );
  if (unknown.length > 0) throw noticeUnprocessable(ctx, unknown, 'unknownSchool');
  return [...new Set(schoolIds)];
}

/** 422 unless every new attachment is the caller's own document upload; files already attached stay allowed. */
async function checkAttachments(ctx: RequestContext, tx: Executor, ids: readonly string[], kept: ReadonlySet<string>): Promise<void> {
  const files = new Map((await storedFileFacts(tx, ctx.tenantId, ids)).map((file) => [file.id, file]));
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
  if (issues.length > 0) throw noticeUnprocessable(ctx, issues, 'ownAttachmentsOnly');
  // Held against deletion until the notice naming them commits.
  const present = await lockEvidenceFiles(tx, ctx.tenantId, [...ids]);
  const gone = ids.flatMap((id, index) =>
    present.has(id) ? [] : [{ path: `body.attachmentFileIds.${index}`, message: 'the file no longer exists' }],
  );
  if (gone.length > 0) throw new AppError('UNPROCESSABLE', { issues: gone });
}

/**
 * Creates or edits a notice (rich text sanitised, scope checked against the caller's reach, attachments the
 * caller's uploads) and, when its publish time has come, tells its audience, all in one transaction.
 */
export async function saveNotice(ctx: RequestContext, body: SaveNoticeBody): Promise<{ id: number; version: number }> {
  const now = new Date();
  const bodyHtml = sanitizeRichText(body.bodyHtml);
  const bodyText = plainTextOf(bodyHtml);
  if (bodyText === '') throw noticeUnprocessable(ctx, [{ path: 'body.bodyHtml', message: 'no text once sanitised' }], 'emptyBody');
  return ctx.transaction(async (tx) => {
    const before = body.id === undefined ? undefined : await manageableNotice(ctx, tx, body.id);
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
      after: {
        title: fields.title,
        scope: body.scope,
        publishAt: body.publishAt,
        expiresAt: body.expiresAt,
        requiresAck: body.requiresAck,
        pinned: body.pinned,
      },
    });
    await announceNotice(eventScopeOf(ctx, tx), id, now);
    return { id, version };
  });
}

/** Withdraws a notice at the version read: readers no longer see it; its counts stay. */
export async function withdrawNotice(ctx: RequestContext, id: number, version: number): Promise<{ id: number; version: number }> {
  return ctx.transaction(async (tx) => {
    const before = await manageableNotice(ctx, tx, id);
    if (!(await markNoticeWithdrawn(tx, ctx.tenantId, id, version, new Date()))) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: 'notice.withdrawn',
      entityType: 'notice',
      entityId: String(id),
      before: { title: before.title, version },
      after: null,
    });
    return { id, version: version + 1 };
  });
}
