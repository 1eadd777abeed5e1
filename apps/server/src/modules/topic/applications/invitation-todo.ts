import type { TodoSource } from '@server/platform/todo/todo-source';
import { listInvitations } from './topics.repository';

/** Topics the caller is listed on and has not answered yet. */
export const topicMemberConfirmTodo: TodoSource = {
  kind: 'topic.memberConfirm',
  async count(ctx) {
    return (await listInvitations(ctx.tx, ctx.tenantId, ctx.actor.userId, 1000)).length;
  },
  async list(ctx, limit) {
    const rows = await listInvitations(ctx.tx, ctx.tenantId, ctx.actor.userId, limit);
    return rows.map((row) => ({
      kind: 'topic.memberConfirm',
      id: String(row.id),
      params: { host: row.hostName, title: row.title },
      link: '/scientific/myTopic',
      since: row.invitedAt.toISOString(),
    }));
  },
};
