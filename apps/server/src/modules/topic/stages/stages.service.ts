import type { FileTopicStageBody, TopicChange, TopicStageWriteResult } from '@yanxiu/contract/topic';
import { TopicStageKind, type TopicStageKindValue } from '@yanxiu/contract/topic-enums';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { actOnReview, openReview } from '@server/platform/review/review-engine';
import { topicAccess } from '@server/modules/topic/topic.access';
import { stageWorkflowOf, TOPIC_SUBJECT } from '@server/modules/topic/topic-workflow';
import { checkOwnFiles } from '@server/modules/topic/applications/attachments';
import { chinaDay } from '@server/platform/time/china-time';
import { topicTexts } from '@server/modules/topic/topic.texts';
import { stageBefore, stageOpenings, type OrderedStage } from './deadlines';
import { findStage, insertStage, listStages, refileStage, type StageWithReview } from './stages.repository';
import { listTopicFiles, replaceFiles } from '@server/modules/topic/applications/topic-files.repository';
import { stageStatusOf } from './stage-view';
import { findPeople, findTopic, listMembers, type TopicWithContext } from '@server/modules/topic/applications/topics.repository';

const ENTITY = 'topic_stage';

// An approved topic's host files its stages in order (opening, mid-term, conclusion) and change requests between.

/** The content columns of a filing. */
function contentOf(body: FileTopicStageBody) {
  if (body.kind === 'change') return { report: body.change.reason, results: '', change: body.change };
  return { report: body.report, results: body.kind === 'conclusion' ? body.results : '', change: null };
}

/** 422 TOPIC_STAGE_ORDER unless the stage before passed; 409 TOPIC_STAGE_PENDING when a filing of the kind is open or passed. */
function checkOrder(kind: OrderedStage, filings: readonly StageWithReview[]): void {
  const before = stageBefore(kind);
  const statusOf = (of: string) => filings.filter(({ stage }) => stage.kind === of).map(({ review }) => stageStatusOf(review));
  if (before !== null && !statusOf(before).includes('passed')) throw new AppError('TOPIC_STAGE_ORDER');
  if (statusOf(kind).some((status) => status !== 'rejected')) throw new AppError('TOPIC_STAGE_PENDING');
}

/** 422 TOPIC_STAGE_NOT_OPEN, naming the day, while the stage's window in the research period has not opened (a China day). */
function checkWindow(ctx: RequestContext, kind: OrderedStage, period: { startsOn: string; endsOn: string }): void {
  const opensOn = stageOpenings(period)[kind];
  if (chinaDay(new Date()) >= opensOn) return;
  const stage = TopicStageKind.label(kind, ctx.locale);
  throw new AppError('TOPIC_STAGE_NOT_OPEN', {
    message: topicTexts(ctx.locale, 'stageNotOpen', { stage, day: opensOn, ...period }),
    issues: [{ path: 'body.kind', message: `opens on ${opensOn}` }],
  });
}

/** 422 unless a change request fits: members added are teachers not on it, removed ones are on it, the cap holds, the end moves later. */
async function checkChange(
  ctx: RequestContext,
  found: TopicWithContext,
  change: TopicChange,
  filings: readonly StageWithReview[],
): Promise<void> {
  if (
    filings.some(
      ({ stage, review }) =>
        (stage.kind === 'conclusion' && stageStatusOf(review) !== 'rejected') ||
        (stage.kind === 'change' && ['reviewing', 'returned'].includes(stageStatusOf(review))),
    )
  ) {
    throw new AppError('TOPIC_STAGE_PENDING');
  }
  const members = await listMembers(ctx.db, ctx.tenantId, [found.topic.id]);
  const listed = new Set(members.filter((member) => member.status !== 'declined').map((member) => member.userId));
  const people = new Map((await findPeople(ctx.db, ctx.tenantId, change.addMemberUserIds)).map((person) => [person.userId, person]));
  const issues: Array<{ path: string; message: string }> = [];
  change.addMemberUserIds.forEach((userId, index) => {
    const person = people.get(userId);
    if (userId === found.topic.hostUserId || listed.has(userId))
      issues.push({ path: `body.change.addMemberUserIds.${index}`, message: 'already on the topic' });
    else if (!person || !person.roles.includes('teacher'))
      issues.push({ path: `body.change.addMemberUserIds.${index}`, message: 'not a teacher of this district' });
  });
  change.removeMemberUserIds.forEach((userId, index) => {
    if (!listed.has(userId)) issues.push({ path: `body.change.removeMemberUserIds.${index}`, message: 'not a member of the topic' });
  });
  if (listed.size + change.addMemberUserIds.length - change.removeMemberUserIds.length > found.call.memberCap)
    issues.push({ path: 'body.change.addMemberUserIds', message: `at most ${found.call.memberCap} members` });
  if (change.newPeriodEndsOn !== null && change.newPeriodEndsOn <= found.topic.periodEndsOn!)
    issues.push({ path: 'body.change.newPeriodEndsOn', message: 'must be after the current end of the period' });
  if (change.addMemberUserIds.length === 0 && change.removeMemberUserIds.length === 0 && change.newPeriodEndsOn === null)
    issues.push({ path: 'body.change', message: 'change members or the end of the period' });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

/** Files a stage (a new review on the engine, submitted at once) or files a returned one again (its next round). */
export async function fileTopicStage(ctx: RequestContext, body: FileTopicStageBody): Promise<TopicStageWriteResult> {
  const found = await findTopic(ctx.db, ctx.tenantId, body.applyId);
  if (!found) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, topicAccess.hostTopic, found.topic);
  if (found.topic.phase !== 'approved') throw new AppError(found.topic.phase === 'application' ? 'TOPIC_STAGE_ORDER' : 'STATE_NOT_ALLOWED');
  const content = contentOf(body);
  if (body.stageId !== undefined) return refile(ctx, found, body, content);
  const filings = await listStages(ctx.db, ctx.tenantId, found.topic.id);
  if (body.kind === 'change') await checkChange(ctx, found, body.change, filings);
  else {
    checkOrder(body.kind, filings);
    checkWindow(ctx, body.kind, { startsOn: found.topic.periodStartsOn!, endsOn: found.topic.periodEndsOn! });
  }
  return ctx.transaction(async (tx) => {
    await checkOwnFiles(ctx, tx, body.fileIds);
    const review = await openReview(eventScopeOf(ctx, tx), stageWorkflowOf(body.kind), {
      subjectType: TOPIC_SUBJECT.stage,
      subjectId: String(found.topic.id),
      applicant: { userId: ctx.actor.userId, orgPath: found.host.orgPath },
      snapshot: { kind: body.kind, ...content, files: body.fileIds },
      submit: true,
    });
    const stage = await insertStage(tx, ctx.tenantId, {
      applicationId: found.topic.id,
      kind: body.kind,
      ...content,
      reviewInstanceId: review.id,
      filedBy: ctx.actor.userId,
    });
    if (!stage) throw new AppError('TOPIC_STAGE_PENDING');
    await replaceFiles(tx, ctx.tenantId, { applicationId: found.topic.id, stageId: stage.id }, body.fileIds);
    await recordAudit(tx, ctx, {
      action: 'topic.stage_filed',
      entityType: ENTITY,
      entityId: String(stage.id),
      after: { applyId: found.topic.id, kind: body.kind },
    });
    return { stageId: stage.id, kind: body.kind as TopicStageKindValue, status: stageStatusOf(review), version: stage.version };
  });
}

async function refile(
  ctx: RequestContext,
  found: TopicWithContext,
  body: FileTopicStageBody,
  content: ReturnType<typeof contentOf>,
): Promise<TopicStageWriteResult> {
  const filing = await findStage(ctx.db, ctx.tenantId, body.stageId!);
  if (!filing || filing.stage.applicationId !== found.topic.id) throw new AppError('NOT_FOUND');
  if (filing.stage.kind !== body.kind)
    throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.kind', message: 'not the kind of this filing' }] });
  if (filing.review.status !== '5') throw new AppError('STATE_NOT_ALLOWED');
  const kept = new Set(
    (await listTopicFiles(ctx.db, ctx.tenantId, found.topic.id))
      .filter((file) => file.stageId === filing.stage.id)
      .map((file) => file.fileId),
  );
  return ctx.transaction(async (tx) => {
    await checkOwnFiles(ctx, tx, body.fileIds, kept);
    const stage = await refileStage(tx, ctx.tenantId, filing.stage.id, body.version!, content);
    if (!stage) throw new AppError('STALE_VERSION');
    await replaceFiles(tx, ctx.tenantId, { applicationId: found.topic.id, stageId: stage.id }, body.fileIds);
    const moved = await actOnReview(eventScopeOf(ctx, tx), filing.review.id, ctx.actor, 'resubmit', {
      snapshot: { kind: body.kind, ...content, files: body.fileIds },
      expectedVersion: filing.review.version,
    });
    await recordAudit(tx, ctx, {
      action: 'topic.stage_refiled',
      entityType: ENTITY,
      entityId: String(stage.id),
      before: { round: filing.review.round },
      after: { round: moved.round },
    });
    return { stageId: stage.id, kind: stage.kind as TopicStageKindValue, status: stageStatusOf(moved), version: stage.version };
  });
}
