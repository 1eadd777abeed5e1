import type { TodoSource } from '@server/platform/todo/todo-source';
import { acknowledgementsDue, countAcknowledgementsDue } from './disk-issues.repository';

/** Issued resources waiting for the user's acknowledgement, oldest first; due at the issue's deadline. */
export const diskAcknowledgementTodo: TodoSource = {
  kind: 'disk.acknowledgement',
  count: ({ tx, tenantId, actor }) => countAcknowledgementsDue(tx, tenantId, actor.userId),
  async list({ tx, tenantId, actor }, limit) {
    const rows = await acknowledgementsDue(tx, tenantId, actor.userId, limit);
    return rows.map((issue) => ({
      kind: 'disk.acknowledgement',
      id: String(issue.id),
      // The count only for several, so the item names the issue as its pages do (《计划》 等 2 项) by plural form.
      params: { title: issue.title, sender: issue.senderUnitName, ...(issue.resourceCount > 1 ? { count: issue.resourceCount } : {}) },
      link: `/disk/received?id=${issue.id}`,
      since: issue.createdAt.toISOString(),
      ...(issue.ackDeadline ? { dueAt: issue.ackDeadline.toISOString() } : {}),
    }));
  },
};
