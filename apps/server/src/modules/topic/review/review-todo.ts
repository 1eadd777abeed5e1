import type { InstanceStep } from '@server/platform/review/review-definition';
import { countReviewQueue, listReviewQueue, type QueueReviewer } from '@server/platform/review/review-engine';
import type { TodoContext, TodoSource } from '@server/platform/todo/todo-source';
import { topicRoles } from '@server/modules/topic/topic.access';
import { TOPIC_SUBJECT } from '@server/modules/topic/topic-workflow';
import { topicReviewsWhere } from './queue.repository';
import { findTopic, findTopicIdOfReview } from '@server/modules/topic/applications/topics.repository';

// What topics put on staff's to-do list: reviews waiting at a school or district step they decide (experts' scoring,
// members' invitations and hosts' due stages are their areas' to-dos).

const subject = topicReviewsWhere(TOPIC_SUBJECT, {});
/** The staff member as a reviewer of the school and district steps (the expert step is the panel's: see topic.scoring). */
const reviewerOf = (ctx: TodoContext): QueueReviewer & Pick<TodoContext, 'tenantId'> => ({
  tenantId: ctx.tenantId,
  roles: ctx.actor.roles.filter((role) => role !== topicRoles.step.expert),
  orgPath: ctx.actor.orgPath,
  reviewerUserId: ctx.actor.userId,
});
const isStaff = (ctx: TodoContext) => ctx.actor.roles.some((role) => topicRoles.staff.includes(role));

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
          params: {
            applicant: found?.host.name ?? '',
            title: found?.topic.title ?? '',
            step: (row.steps as InstanceStep[])[row.stepIndex]?.code ?? '',
          },
          link: `/manage/topicReview/${row.id}`,
          since: (row.submittedAt ?? row.updatedAt).toISOString(),
        };
      }),
    );
    return items;
  },
};
