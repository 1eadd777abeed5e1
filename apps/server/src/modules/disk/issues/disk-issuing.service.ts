import type {
  CreateDiskIssueBody,
  CreatedDiskIssue,
  DiskIssueRecipientsPage,
  DiskIssueRecipientsQuery,
  DiskIssuesPage,
  DiskIssueTeachersPage,
  DiskIssueTeachersQuery,
} from '@yanxiu/contract/disk';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { notify } from '@server/modules/notifications/notifications.public';
import { groupsWithinReach, memberUserIdsOf } from '@server/modules/research/research.public';
import { diskAccess, issuesForDistrict } from '@server/modules/disk/disk.access';
import { findOwnFolders, folderSubtree } from '@server/modules/disk/folders/disk-folders.repository';
import { decodeCursor, encodeCursor } from '@server/modules/disk/resources/disk-cursor';
import { findOwnResources, findResourcesInFolders } from '@server/modules/disk/resources/disk-resources.repository';
import {
  countSchoolsBelow,
  countTeachersBelow,
  findIssueOf,
  insertIssue,
  listIssuesOf,
  listRecipients,
  recipientIdsOf,
  remindOutstanding,
  schoolsBelow,
  teachersBelow,
  withdrawIssue,
} from './disk-issues.repository';
import { diskTexts } from '../disk.texts';
import { issueNotificationParams } from './disk-issue-naming';

// Issuing (下发) down the hierarchy and following it up: whom the caller may issue to, issuing, their issues'
// recipients, reminders and withdrawal.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The unit an issuer issues from: their own (a school admin's school, a district admin's district). */
function issuerOf(ctx: RequestContext) {
  return { userId: ctx.actor.userId, orgPath: ctx.actor.orgPath, orgUnitId: ctx.actor.orgUnitId };
}

/** The schools (a school admin: their own) and the teaching-research groups within reach the caller may issue to. */
export async function diskIssueTargets(ctx: RequestContext) {
  const [schools, groups] = await Promise.all([
    schoolsBelow(ctx.db, ctx.tenantId, ctx.actor.orgPath),
    groupsWithinReach(ctx.db, ctx.tenantId, ctx.actor.orgPath),
  ]);
  return { schools, groups };
}

/** A page of the teachers and school admins below the caller, by name. */
export async function diskIssueTeachers(ctx: RequestContext, query: DiskIssueTeachersQuery): Promise<DiskIssueTeachersPage> {
  const page = await teachersBelow(ctx.db, ctx.tenantId, ctx.actor.orgPath, {
    keyword: query.keyword,
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return { records: page.rows, total: page.total, current: query.current, size: query.size };
}

/**
 * Issues resources and folders of the caller's disk to people below them: resolved to recipients now, each
 * notified (`resource.issued`). Schools, groups or teachers outside the caller's reach are 404; a target nobody matches 422.
 */
export async function createDiskIssue(ctx: RequestContext, body: CreateDiskIssueBody): Promise<CreatedDiskIssue> {
  const issuer = issuerOf(ctx);
  const { tenantId } = ctx;
  const target = {
    ...body.target,
    // A school admin issues within their own school whatever is asked (the reach check below holds it anyway).
    schoolIds: issuesForDistrict(ctx.actor) ? [...new Set(body.target.schoolIds)] : [],
    teacherIds: [...new Set(body.target.teacherIds)],
    groupIds: [...new Set(body.target.groupIds)],
  };
  if (body.ackDeadline !== null && Date.parse(body.ackDeadline) <= Date.now()) {
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'body.ackDeadline', message: 'the deadline must be in the future' }] });
  }
  return ctx.transaction(async (tx) => {
    if ((await countSchoolsBelow(tx, tenantId, issuer.orgPath, target.schoolIds)) !== target.schoolIds.length)
      throw new AppError('NOT_FOUND');
    if (target.teacherIds.length > 0 && (await countTeachersBelow(tx, tenantId, issuer, target.teacherIds)) !== target.teacherIds.length) {
      throw new AppError('NOT_FOUND');
    }
    // Groups outside the caller's reach (another school's, another tenant's) are 404 like schools.
    if ((await groupsWithinReach(tx, tenantId, issuer.orgPath, target.groupIds)).length !== target.groupIds.length)
      throw new AppError('NOT_FOUND');
    const groupMemberIds = await memberUserIdsOf(tx, tenantId, target.groupIds);
    const resourceIds = [...new Set(body.resourceIds)];
    const folderIds = [...new Set(body.folderIds)];
    const named = await findOwnResources(tx, tenantId, issuer.userId, resourceIds);
    if (named.length !== resourceIds.length) throw new AppError('NOT_FOUND');
    const folders = await findOwnFolders(tx, tenantId, issuer.userId, folderIds);
    if (folders.length !== folderIds.length) throw new AppError('NOT_FOUND');
    const inFolders = await findResourcesInFolders(
      tx,
      tenantId,
      issuer.userId,
      await folderSubtree(tx, tenantId, issuer.userId, folderIds),
    );
    const all = [...named, ...inFolders.filter((row) => !resourceIds.includes(row.id))];
    if (all.length === 0) {
      throw new AppError('UNPROCESSABLE', { message: diskTexts(ctx.locale, 'foldersEmpty') });
    }
    // One folder alone is titled by the folder (学期计划（3 个文件）), not by its first file; anything else by the first
    // resource's title. Every page and message adds how many there are, in its reader's language.
    const folderTitle = resourceIds.length === 0 && folders.length === 1;
    const title = folderTitle ? folders[0]!.name : all[0]!.title;
    const created = await insertIssue(
      tx,
      tenantId,
      {
        issuerUserId: issuer.userId,
        issuerUnitId: issuer.orgUnitId,
        issuerPath: issuer.orgPath,
        title,
        folderTitle,
        message: body.message,
        ackDeadline: body.ackDeadline ? new Date(body.ackDeadline) : null,
        target,
      },
      all.map((row) => row.id),
      groupMemberIds,
    );
    if (created.recipients === 0) {
      throw new AppError('UNPROCESSABLE', { message: diskTexts(ctx.locale, 'nobodyToReceive') });
    }
    await notify(eventScopeOf(ctx, tx), {
      audience: { kind: 'users', userIds: await recipientIdsOf(tx, tenantId, created.id) },
      kind: 'resource.issued',
      params: issueNotificationParams({ title, folderTitle, resourceCount: all.length }),
      link: `/disk/received?id=${created.id}`,
      objectRef: `disk-issue:${created.id}`,
    });
    await recordAudit(tx, ctx, {
      action: 'disk.issued',
      entityType: 'disk_issue',
      entityId: String(created.id),
      after: { resources: all.length, recipients: created.recipients, target },
    });
    return { id: created.id, recipients: created.recipients, resources: all.length };
  });
}

/** What the caller issued, newest first, with its recipients counted by state. */
export async function listMyDiskIssues(
  ctx: RequestContext,
  query: { current: number; size: number; cursor?: string | undefined },
): Promise<DiskIssuesPage> {
  const after = decodeCursor(query.cursor);
  const page = await listIssuesOf(ctx.db, ctx.tenantId, ctx.actor.userId, { page: query.current, size: query.size, after });
  return {
    records: page.rows.map((row) => ({
      id: row.issue.id,
      title: row.issue.title,
      folderTitle: row.issue.folderTitle,
      resources: row.issue.resourceCount,
      message: row.issue.message,
      ackDeadline: iso(row.issue.ackDeadline),
      issuedAt: row.issue.createdAt.toISOString(),
      withdrawnAt: iso(row.issue.withdrawnAt),
      recipients: row.issue.recipientCount,
      opened: row.opened,
      downloaded: row.downloaded,
      acknowledged: row.acknowledged,
    })),
    total: page.total,
    current: query.current,
    size: query.size,
    totalIsLowerBound: page.totalIsLowerBound,
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

/** The recipients of one of the caller's issues and how far each has come. */
export async function listDiskIssueRecipients(ctx: RequestContext, query: DiskIssueRecipientsQuery): Promise<DiskIssueRecipientsPage> {
  const issue = await findIssueOf(ctx.db, ctx.tenantId, ctx.actor.userId, query.id);
  if (!issue) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, diskAccess.manageIssue, issue);
  const page = await listRecipients(ctx.db, ctx.tenantId, issue.id, {
    state: query.state,
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return {
    records: page.rows.map((row) => ({
      userId: row.recipient.userId,
      name: row.name,
      unitName: row.unitName,
      state: row.state,
      openedAt: iso(row.recipient.openedAt),
      downloadedAt: iso(row.recipient.downloadedAt),
      acknowledgedAt: iso(row.recipient.acknowledgedAt),
      lastRemindedAt: iso(row.recipient.lastRemindedAt),
    })),
    total: page.total,
    current: query.current,
    size: query.size,
  };
}

/** Notifies the recipients still outstanding, at most once an hour per issue (a repeat within it reminds nobody new). */
export async function remindDiskIssue(ctx: RequestContext, id: number): Promise<{ reminded: number }> {
  return ctx.transaction(async (tx) => {
    const issue = await findIssueOf(tx, ctx.tenantId, ctx.actor.userId, id);
    if (!issue) throw new AppError('NOT_FOUND');
    requireAccess(ctx.actor, diskAccess.manageIssue, issue);
    if (issue.withdrawnAt) throw new AppError('CONFLICT', { message: diskTexts(ctx.locale, 'issueWithdrawn') });
    const userIds = await remindOutstanding(tx, ctx.tenantId, issue, new Date());
    if (userIds.length > 0) {
      await notify(eventScopeOf(ctx, tx), {
        audience: { kind: 'users', userIds },
        kind: 'resource.reminder',
        params: issueNotificationParams(issue),
        link: `/disk/received?id=${issue.id}`,
        objectRef: `disk-issue:${issue.id}`,
      });
    }
    return { reminded: userIds.length };
  });
}

/** Withdraws one of the caller's issues: its recipients no longer see it, nor read its resources. */
export async function withdrawDiskIssue(ctx: RequestContext, id: number): Promise<{ id: number; withdrawnAt: string }> {
  return ctx.transaction(async (tx) => {
    const issue = await findIssueOf(tx, ctx.tenantId, ctx.actor.userId, id);
    if (!issue) throw new AppError('NOT_FOUND');
    requireAccess(ctx.actor, diskAccess.manageIssue, issue);
    const at = await withdrawIssue(tx, ctx.tenantId, ctx.actor.userId, id, new Date());
    if (!at) throw new AppError('CONFLICT', { message: diskTexts(ctx.locale, 'issueAlreadyWithdrawn') });
    await recordAudit(tx, ctx, { action: 'disk.issueWithdrawn', entityType: 'disk_issue', entityId: String(id) });
    return { id, withdrawnAt: at.toISOString() };
  });
}
