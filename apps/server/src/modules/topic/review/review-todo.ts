import { TopicLimits } from '@yanxiu/contract/topic-enums';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { countReviewQueue, listReviewQueue, type QueueReviewer } from '@server/platform/review/review-engine';
import type { TodoContext, TodoSource } from '@server/platform/todo/todo-source';
import { chinaDay } from '@server/platform/time/china-time';
import { topicRoles } from '@server/modules/topic/topic.access';
import { TOPIC_SUBJECT } from '@server/modules/topic/topic-workflow';
import { addDays } from '@server/modules/topic/stages/deadlines';
import { listScoringDue } from './panel.repository';
import { topicReviewsWhere } from './queue.repository';
import { findTopicIdOfReview, findTopic, listHostDue, listInvitations } from '@server/modules/topic/applications/topics.repository';

// What topics put on people's to-do list: reviews waiting at a school or district step, panels waiting for an
// expert's score, invitations waiting for a member's answer, and stages due soon (or overdue) for the host.

const subject = topicReviewsWhere(TOPIC_SUBJECT, {});
/** The staff member as a reviewer of the school and district steps (the expert step is the panel's: see topic.scoring). */
const reviewerOf = (ctx: TodoContext): QueueReviewer & Pick<TodoContext, 'tenantId'> => ({
  tenantId: ctx.tenantId,
  roles: ctx.actor.roles.filter((role) => role !== topicRoles.step.expert),
  orgPath: ctx.actor.orgPath,
  reviewerUserId: ctx.actor.userId,
});
const isStaff = (ctx: TodoContext) => ctx.actor.roles.some((role) => topicRoles.staff.includes(role));
const isExpert = (ctx: TodoContext) => ctx.actor.roles.includes(topicRoles.step.expert);
/** Stages due within this day count the host's to-do item; overdue ones stay on it. */
const dueHorizon = () => addDays(chinaDay(new Date()), TopicLimits.reminderDays);

/** Topic applications and stage filings waiting at a school or district step the caller decides. */
export const topicReviewTodo: TodoSource = {
  kind: 'topic.review',
  async count(ctx) {
    if (!isStaff(ctx)) return 0;
    return (await countReviewQueue(ctx.tx, { ...reviewerOf(ctx), subject })).pending;
  },
  async list(ctx, limit) {
    if (!isStaff(ctx)) return [];
    const { rows } = await listReviewQueue(ctx.tx, { ...reviewerOf(ctx), subject, state: 'pending', page: 1, size: limit });
    const items = await Promise.all(
      rows.map(async (row) => {
        const ids = await findTopicIdOfReview(ctx.tx, ctx.tenantId, row.id);
        const found = ids ? await findTopic(ctx.tx, ctx.tenantId, ids.applicationId) : undefined;
        return {
          kind: 'topic.review',
          id: String(row.id),
          params: { applicant: found?.host.name ?? '', title: found?.topic.title ?? '', step: (row.steps as InstanceStep[])[row.stepIndex]?.code ?? '' },
          link: `/manage/topicReview/${row.id}`,
          since: (row.submittedAt ?? row.updatedAt).toISOString(),
        };
      }),
    );
    return items;
  },
};

/** Applications and conclusions at their expert step waiting for the caller's score or appraisal. */
export const topicScoringTodo: TodoSource = {
  kind: 'topic.scoring',
  async count(ctx) {
    if (!isExpert(ctx)) return 0;
    return (await listScoringDue(ctx.tx, ctx.tenantId, ctx.actor.userId, 1000)).length;
  },
  async list(ctx, limit) {
    if (!isExpert(ctx)) return [];
    const rows = await listScoringDue(ctx.tx, ctx.tenantId, ctx.actor.userId, limit);
    return rows.map((row) => ({ kind: 'topic.scoring', id: String(row.reviewId), params: { title: row.title }, link: `/scientific/topicScoring/${row.reviewId}`, since: row.since.toISOString() }));
  },
};

/** Topics the caller is listed on and has not answered yet. */
export const topicMemberConfirmTodo: TodoSource = {
  kind: 'topic.memberConfirm',
  async count(ctx) {
    return (await listInvitations(ctx.tx, ctx.tenantId, ctx.actor.userId, 1000)).length;
  },
  async list(ctx, limit) {
    const rows = await listInvitations(ctx.tx, ctx.tenantId, ctx.actor.userId, limit);
    return rows.map((row) => ({ kind: 'topic.memberConfirm', id: String(row.id), params: { host: row.hostName, title: row.title }, link: '/scientific/myTopic', since: row.invitedAt.toISOString() }));
  },
};

/** The caller's approved topics whose next stage is due within the reminder window, or overdue. */
export const topicStageDueTodo: TodoSource = {
  kind: 'topic.stageDue',
  async count(ctx) {
    return (await listHostDue(ctx.tx, ctx.tenantId, ctx.actor.userId, dueHorizon(), 1000)).length;
  },
  async list(ctx, limit) {
    const rows = await listHostDue(ctx.tx, ctx.tenantId, ctx.actor.userId, dueHorizon(), limit);
    return rows.map((row) => ({
      kind: 'topic.stageDue',
      id: String(row.id),
      params: { title: row.title, stage: row.kind ?? '' },
      link: `/scientific/myTopic/hostPage/${row.id}`,
      since: (row.approvedAt ?? new Date(0)).toISOString(),
      ...(row.dueOn ? { dueAt: `${row.dueOn}T23:59:59+08:00` } : {}),
    }));
  },
};
