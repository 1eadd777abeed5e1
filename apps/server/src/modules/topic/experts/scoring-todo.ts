import type { TodoContext, TodoSource } from '@server/platform/todo/todo-source';
import { topicRoles } from '@server/modules/topic/topic.access';
import { listScoringDue } from './experts.repository';

const isExpert = (ctx: TodoContext) => ctx.actor.roles.includes(topicRoles.step.expert);

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
    return rows.map((row) => ({
      kind: 'topic.scoring',
      id: String(row.reviewId),
      params: { title: row.title },
      link: `/scientific/topicScoring/${row.reviewId}`,
      since: row.since.toISOString(),
    }));
  },
};
