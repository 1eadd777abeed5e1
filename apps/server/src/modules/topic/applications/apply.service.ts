import type {
  MyTopicApplication,
  ResearchPlan,
  SaveTopicApplicationBody,
  TopicApplyStatus,
  TopicApplyVersionBody,
  TopicApplyWriteResult,
  TopicPerson,
  TopicSuggestion,
} from '@yanxiu/contract/topic';
import type { TopicLevelValue, TopicPhaseValue } from '@yanxiu/contract/topic-enums';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { actOnReview, openReview } from '@server/platform/review/review-engine';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { ineligibleReasons, loadCall, type CallWithOwner } from '@server/modules/topic/calls/call-read';
import { topicAccess } from '@server/modules/topic/topic.access';
import { TOPIC_SUBJECT, TOPIC_WORKFLOW } from '@server/modules/topic/topic-workflow';
import { checkOwnFiles } from './attachments';
import { listTopicFiles, replaceFiles } from './topic-files.repository';
import { hostedTopic, stepCodeOf } from './topic-read';
import {
  bumpTopic,
  findPeople,
  insertTopic,
  listHostedTopics,
  listMembers,
  replaceMembers,
  searchPeopleWithRole,
  setTopicReview,
  type TopicRow,
} from './topics.repository';

// Teachers' side of topics: applying (host), my applications, the members to list.

const ENTITY = 'topic_application';
/** Review statuses in which the host edits: a draft, or returned for changes. */
const EDITABLE = ['2', '5'];
const CANDIDATES = 20;

const writeResult = (topic: TopicRow, status: string): TopicApplyWriteResult => ({
  applyId: topic.id,
  version: topic.version,
  status: status as TopicApplyStatus,
  phase: topic.phase as TopicPhaseValue,
  savedAt: topic.updatedAt.toISOString(),
});

/** The parts of a plan a submission needs, as field issues. */
export function planIssues(plan: ResearchPlan): Array<{ path: string; message: string }> {
  const issues = (['background', 'aims', 'methods', 'expectedResults'] as const)
    .filter((field) => plan[field].trim() === '')
    .map((field) => ({ path: `plan.${field}`, message: 'required before submitting' }));
  if (plan.stages.length === 0) issues.push({ path: 'plan.stages', message: 'give at least one stage with its dates' });
  return issues;
}

/** A published call the teacher may apply to; drafts and unknown ids 404, another district's 403. */
async function visibleCall(ctx: RequestContext, callId: number): Promise<CallWithOwner> {
  const found = await loadCall(ctx.db, ctx.tenantId, callId);
  if (!found || found.call.state === 'draft') throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, topicAccess.applyTo, found);
  return found;
}

/** 422 (nothing written) unless the call's level, suggestion, member cap and members fit: teachers of the tenant, not the host. */
async function checkContent(ctx: RequestContext, call: CallWithOwner, body: SaveTopicApplicationBody): Promise<void> {
  const issues: Array<{ path: string; message: string }> = [];
  if (!(call.call.levels as string[]).includes(body.level)) issues.push({ path: 'body.level', message: 'not a level of this call' });
  if (body.suggestionKey !== null && !(call.call.suggestions as TopicSuggestion[]).some((item) => item.key === body.suggestionKey)) {
    issues.push({ path: 'body.suggestionKey', message: 'not a suggested topic of this call' });
  }
  if (body.memberUserIds.length > call.call.memberCap)
    issues.push({ path: 'body.memberUserIds', message: `at most ${call.call.memberCap} members` });
  const people = new Map((await findPeople(ctx.db, ctx.tenantId, body.memberUserIds)).map((person) => [person.userId, person]));
  body.memberUserIds.forEach((userId, index) => {
    const person = people.get(userId);
    if (userId === ctx.actor.userId) issues.push({ path: `body.memberUserIds.${index}`, message: 'the host is not a member' });
    else if (!person || !person.roles.includes('teacher'))
      issues.push({ path: `body.memberUserIds.${index}`, message: 'not a teacher of this district' });
  });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
}

async function hostFacts(ctx: RequestContext) {
  const person = await findPerson(ctx.db, ctx.tenantId, ctx.actor.userId);
  return { sectionCode: person?.sectionCode ?? null, subjectCode: person?.subjectCode ?? null, roles: ctx.actor.roles };
}

/** 409 TOPIC_CALL_NOT_OPEN / 422 TOPIC_NOT_ELIGIBLE unless the caller may host an application to the call now. */
async function requireEligible(ctx: RequestContext, call: CallWithOwner): Promise<void> {
  const reasons = ineligibleReasons(call.call, await hostFacts(ctx));
  if (reasons.includes('notOpen')) throw new AppError('TOPIC_CALL_NOT_OPEN');
  if (reasons.length > 0)
    throw new AppError('TOPIC_NOT_ELIGIBLE', { issues: reasons.map((reason) => ({ path: 'eligibility', message: reason })) });
}

/** Creates my draft (the call open, me eligible) or saves it at the version read while a draft or returned. */
export async function saveTopicApplication(ctx: RequestContext, body: SaveTopicApplicationBody): Promise<TopicApplyWriteResult> {
  const call = await visibleCall(ctx, body.callId);
  const fields = { title: body.title, level: body.level, suggestionKey: body.suggestionKey, plan: body.plan };
  if (body.applyId !== undefined) {
    const found = await hostedTopic(ctx, body.applyId);
    if (found.topic.callId !== body.callId)
      throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.callId', message: 'not the call of this application' }] });
    if (found.topic.phase !== 'application' || !EDITABLE.includes(found.review.status)) throw new AppError('STATE_NOT_ALLOWED');
    await checkContent(ctx, call, body);
    const kept = new Set((await listTopicFiles(ctx.db, ctx.tenantId, found.topic.id)).map((file) => file.fileId));
    return ctx.transaction(async (tx) => {
      await checkOwnFiles(ctx, tx, body.fileIds, kept);
      const saved = await bumpTopic(tx, ctx.tenantId, found.topic.id, body.version!, fields);
      if (!saved) throw new AppError('STALE_VERSION');
      await replaceMembers(tx, ctx.tenantId, saved.id, body.memberUserIds);
      await replaceFiles(tx, ctx.tenantId, { applicationId: saved.id }, body.fileIds);
      return writeResult(saved, found.review.status);
    });
  }
  await requireEligible(ctx, call);
  await checkContent(ctx, call, body);
  return ctx.transaction(async (tx) => {
    await checkOwnFiles(ctx, tx, body.fileIds);
    const topic = await insertTopic(tx, ctx.tenantId, {
      ...fields,
      callId: body.callId,
      hostUserId: ctx.actor.userId,
      orgUnitId: ctx.actor.orgUnitId,
    });
    if (!topic) throw new AppError('TOPIC_ALREADY_APPLIED');
    const review = await openReview(eventScopeOf(ctx, tx), TOPIC_WORKFLOW, {
      subjectType: TOPIC_SUBJECT.application,
      subjectId: String(topic.id),
      applicant: { userId: ctx.actor.userId, orgPath: ctx.actor.orgPath },
      snapshot: { title: body.title, level: body.level },
      submit: false,
      // The staff's review list shows the call's window end as the decision's deadline.
      dueAt: call.call.endsAt,
    });
    await setTopicReview(tx, ctx.tenantId, topic.id, review.id);
    await replaceMembers(tx, ctx.tenantId, topic.id, body.memberUserIds);
    await replaceFiles(tx, ctx.tenantId, { applicationId: topic.id }, body.fileIds);
    await recordAudit(tx, ctx, {
      action: 'topic.apply_created',
      entityType: ENTITY,
      entityId: String(topic.id),
      after: { callId: body.callId, title: body.title },
    });
    return writeResult(topic, review.status);
  });
}

/**
 * Submits my draft (the call open, me eligible) or resubmits it after a return: the plan complete, as many
 * attachments as the call requires documents, and every listed member confirmed (409 TOPIC_MEMBERS_UNCONFIRMED).
 */
export async function submitTopicApplication(ctx: RequestContext, body: TopicApplyVersionBody): Promise<TopicApplyWriteResult> {
  const found = await hostedTopic(ctx, body.applyId);
  const { topic, review } = found;
  if (topic.phase !== 'application' || !EDITABLE.includes(review.status)) throw new AppError('STATE_NOT_ALLOWED');
  const resubmit = review.status === '5';
  if (!resubmit) await requireEligible(ctx, (await loadCall(ctx.db, ctx.tenantId, topic.callId))!);
  const [members, files] = await Promise.all([
    listMembers(ctx.db, ctx.tenantId, [topic.id]),
    listTopicFiles(ctx.db, ctx.tenantId, topic.id),
  ]);
  const own = files.filter((file) => file.stageId === null && file.recordId === null);
  const issues = planIssues(topic.plan as ResearchPlan);
  const required = (found.call.requiredDocuments as string[]).length;
  if (own.length < required) issues.push({ path: 'fileIds', message: `attach the ${required} required documents` });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  if (members.some((member) => member.status !== 'confirmed')) throw new AppError('TOPIC_MEMBERS_UNCONFIRMED');
  const snapshot = {
    title: topic.title,
    level: topic.level,
    plan: topic.plan,
    members: members.map((member) => member.userId),
    files: own.map((file) => file.fileId),
  };
  return ctx.transaction(async (tx) => {
    const saved = await bumpTopic(tx, ctx.tenantId, topic.id, body.version);
    if (!saved) throw new AppError('STALE_VERSION');
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, resubmit ? 'resubmit' : 'submit', {
      snapshot,
      expectedVersion: review.version,
    });
    await recordAudit(tx, ctx, {
      action: resubmit ? 'topic.apply_resubmit' : 'topic.apply_submit',
      entityType: ENTITY,
      entityId: String(topic.id),
      before: { status: review.status, round: review.round },
      after: { status: moved.status, round: moved.round },
    });
    return writeResult(saved, moved.status);
  });
}

/** Withdraws my application before a final decision. */
export async function withdrawTopicApplication(ctx: RequestContext, body: TopicApplyVersionBody): Promise<TopicApplyWriteResult> {
  const { topic, review } = await hostedTopic(ctx, body.applyId);
  if (topic.phase !== 'application' || !['2', '4', '5'].includes(review.status)) throw new AppError('STATE_NOT_ALLOWED');
  return ctx.transaction(async (tx) => {
    const saved = await bumpTopic(tx, ctx.tenantId, topic.id, body.version);
    if (!saved) throw new AppError('STALE_VERSION');
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, ctx.actor, 'withdraw', { expectedVersion: review.version });
    await recordAudit(tx, ctx, {
      action: 'topic.apply_withdraw',
      entityType: ENTITY,
      entityId: String(topic.id),
      before: { status: review.status },
      after: { status: moved.status },
    });
    return writeResult(saved, moved.status);
  });
}

export async function listMyTopicApplications(ctx: RequestContext): Promise<MyTopicApplication[]> {
  const rows = await listHostedTopics(ctx.db, ctx.tenantId, ctx.actor.userId);
  return rows.map(({ topic, review, call }) => ({
    applyId: topic.id,
    callTitle: call.title,
    title: topic.title,
    level: topic.level as TopicLevelValue,
    status: review.status as TopicApplyStatus,
    stepCode: stepCodeOf(review),
    round: review.round,
    phase: topic.phase as TopicPhaseValue,
    topicNo: topic.topicNo,
    submittedAt: review.submittedAt?.toISOString() ?? null,
    updatedAt: topic.updatedAt.toISOString(),
  }));
}

/** Teachers of the tenant by name, to list as members. */
export async function searchTopicMemberCandidates(ctx: RequestContext, keyword: string): Promise<TopicPerson[]> {
  const rows = await searchPeopleWithRole(ctx.db, ctx.tenantId, 'teacher', keyword, CANDIDATES);
  return rows
    .filter((row) => row.userId !== ctx.actor.userId)
    .map((row) => ({ userId: String(row.userId), name: row.name, orgName: row.orgName }));
}
