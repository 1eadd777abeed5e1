import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { chinaDay, chinaWallToIso } from '@server/platform/time/china-time';
import type { TodoSource } from '@server/platform/todo/todo-source';
import { listHostDue } from '@server/modules/topic/applications/topics.repository';
import { addDays } from './deadlines';

/** Stages due within this day count the host's to-do item; overdue ones stay on it. */
const dueHorizon = () => addDays(chinaDay(new Date()), TopicLimits.reminderDays);

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
      ...(row.dueOn ? { dueAt: chinaWallToIso(`${row.dueOn} 23:59:59`) } : {}),
    }));
  },
};
