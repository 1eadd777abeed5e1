import type { TodoSource } from '@server/platform/todo/todo-source';
import { unfinishedOf } from './activity-lists.repository';

/** Activities the person joined with something of the completion rule left to do, until the activity ends (its due time). */
export const unfinishedActivityTodo: TodoSource = {
  kind: 'research.unfinished',
  async count({ tx, tenantId, actor }) {
    return (await unfinishedOf(tx, tenantId, actor.userId, 100, new Date())).length;
  },
  async list({ tx, tenantId, actor }, limit) {
    const rows = await unfinishedOf(tx, tenantId, actor.userId, limit, new Date());
    return rows.map((row) => ({
      kind: 'research.unfinished',
      id: String(row.id),
      params: { title: row.title },
      link: `/research/ActivityCover/${row.id}`,
      since: row.joinedAt.toISOString(),
      dueAt: row.endsAt.toISOString(),
    }));
  },
};
