import type {
  ManageTopicCall,
  ManageTopicCallPage,
  ManageTopicCallsQuery,
  OpenTopicCallsQuery,
  SaveTopicCallBody,
  TopicCallForTeacher,
  TopicCallForTeacherPage,
  TopicCallVersionBody,
  TopicCallWriteResult,
} from '@yanxiu/contract/topic';
import { requireAccess } from '@server/platform/access/access';
import { writeAtVersion } from '@server/platform/call/versioned-write';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { topicAccess } from '@server/modules/topic/topic.access';
import { callColumns, callView, ineligibleReasons, isOpen } from './call-view';
import {
  countApplications,
  findCall,
  findMyApplications,
  insertCall,
  listCalls,
  moveCall,
  updateDraftCall,
  type CallRow,
  type CallWithOwner,
} from './calls.repository';

const ENTITY = 'topic_call';
const writeResult = (call: CallRow): TopicCallWriteResult => ({
  callId: call.id,
  state: call.state as TopicCallWriteResult['state'],
  version: call.version,
});

// Calls for research topics (课题指南): district staff write and publish them, teachers read the published ones.

/** A call the staff member manages; 404 unknown, 403 another unit's. */
async function managedCall(ctx: RequestContext, callId: number): Promise<CallWithOwner> {
  const found = await findCall(ctx.db, ctx.tenantId, callId);
  if (!found) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, topicAccess.manageCall, found);
  return found;
}

async function manageView(ctx: RequestContext, found: CallWithOwner, counts?: Map<number, number>): Promise<ManageTopicCall> {
  const applications = counts ?? (await countApplications(ctx.db, ctx.tenantId, [found.call.id]));
  return {
    ...callView(found),
    version: found.call.version,
    applicationCount: applications.get(found.call.id) ?? 0,
    closedAt: found.call.closedAt?.toISOString() ?? null,
  };
}

/** The calls of my unit and those under it, newest first. */
export async function listManagedTopicCalls(
  ctx: RequestContext,
  query: Omit<ManageTopicCallsQuery, 'appId'>,
): Promise<ManageTopicCallPage> {
  const page = { current: query.current, size: query.size };
  const found = await listCalls(
    ctx.db,
    ctx.tenantId,
    { ownerOrgPathPrefix: ctx.actor.orgPath, state: query.state, year: query.year, keyword: query.keyword },
    page,
  );
  const counts = await countApplications(
    ctx.db,
    ctx.tenantId,
    found.rows.map((row) => row.call.id),
  );
  return { records: await Promise.all(found.rows.map((row) => manageView(ctx, row, counts))), total: found.total, ...page };
}

export async function readManagedTopicCall(ctx: RequestContext, callId: number): Promise<ManageTopicCall> {
  const found = await findCall(ctx.db, ctx.tenantId, callId);
  if (!found) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, topicAccess.readCallAsStaff, found);
  return manageView(ctx, found);
}

/** Creates a draft or replaces a draft's fields at the version read (409 TOPIC_CALL_FROZEN once published). */
export async function saveTopicCall(ctx: RequestContext, body: SaveTopicCallBody): Promise<TopicCallWriteResult> {
  const columns = callColumns(body);
  if (body.callId === undefined) {
    requireAccess(ctx.actor, topicAccess.createCall);
    return ctx.transaction(async (tx) => {
      const call = await insertCall(tx, ctx.tenantId, { ...columns, ownerOrgId: ctx.actor.orgUnitId, createdBy: ctx.actor.userId });
      await recordAudit(tx, ctx, {
        action: 'topic.call_created',
        entityType: ENTITY,
        entityId: String(call.id),
        after: { title: call.title, year: call.year },
      });
      return writeResult(call);
    });
  }
  const found = await managedCall(ctx, body.callId);
  if (found.call.state !== 'draft') throw new AppError('TOPIC_CALL_FROZEN');
  const call = await writeAtVersion(ctx, {
    write: (tx) => updateDraftCall(tx, ctx.tenantId, found.call.id, body.version!, columns),
    audit: (saved) => ({
      action: 'topic.call_saved',
      entityType: ENTITY,
      entityId: String(saved.id),
      before: { title: found.call.title },
      after: { title: saved.title },
    }),
  });
  return writeResult(call);
}

/** Publishes a draft (it takes applications in its window) or closes a published call, at the version read. */
export async function moveTopicCall(
  ctx: RequestContext,
  body: TopicCallVersionBody,
  to: 'published' | 'closed',
): Promise<TopicCallWriteResult> {
  const found = await managedCall(ctx, body.callId);
  const from = to === 'published' ? 'draft' : 'published';
  if (found.call.state !== from) throw new AppError('STATE_NOT_ALLOWED');
  const now = new Date();
  const call = await writeAtVersion(ctx, {
    write: (tx) =>
      moveCall(
        tx,
        { tenantId: ctx.tenantId, id: found.call.id, expectedVersion: body.version, fromState: from },
        to === 'published' ? { state: to, publishedAt: now } : { state: to, closedAt: now },
      ),
    audit: (moved) => ({
      action: `topic.call_${to}`,
      entityType: ENTITY,
      entityId: String(moved.id),
      before: { state: from },
      after: { state: to },
    }),
  });
  return writeResult(call);
}

/** The published calls of the units over me, open ones by default, with whether I may host an application. */
export async function listTopicCallsForTeacher(
  ctx: RequestContext,
  query: Omit<OpenTopicCallsQuery, 'appId'>,
): Promise<TopicCallForTeacherPage> {
  const now = new Date();
  const page = { current: query.current, size: query.size };
  const found = await listCalls(
    ctx.db,
    ctx.tenantId,
    {
      publishedOnly: true,
      overOrgPath: ctx.actor.orgPath,
      keyword: query.keyword,
      level: query.level,
      openAt: query.openOnly === 'true' ? now : undefined,
    },
    page,
  );
  return { records: await standings(ctx, found.rows, now), total: found.total, ...page };
}

export async function readTopicCallForTeacher(ctx: RequestContext, callId: number): Promise<TopicCallForTeacher> {
  const found = await findCall(ctx.db, ctx.tenantId, callId);
  if (!found || found.call.state === 'draft') throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, topicAccess.applyTo, found);
  const [standing] = await standings(ctx, [found], new Date());
  return standing!;
}

/** Each call as the teacher sees it: open or not, whether they may host an application, and theirs if any. */
async function standings(ctx: RequestContext, rows: readonly CallWithOwner[], now: Date): Promise<TopicCallForTeacher[]> {
  if (rows.length === 0) return [];
  const [person, mine] = await Promise.all([
    findPerson(ctx.db, ctx.tenantId, ctx.actor.userId),
    findMyApplications(
      ctx.db,
      ctx.tenantId,
      ctx.actor.userId,
      rows.map((row) => row.call.id),
    ),
  ]);
  const facts = { sectionCode: person?.sectionCode ?? null, subjectCode: person?.subjectCode ?? null, roles: ctx.actor.roles };
  return rows.map((row) => {
    const reasons = ineligibleReasons(row.call, facts, now);
    return {
      ...callView(row),
      open: isOpen(row.call, now),
      eligible: reasons.length === 0,
      reasons,
      myApplyId: mine.get(row.call.id) ?? null,
    };
  });
}
