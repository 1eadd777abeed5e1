import type { TodoSource } from '@server/platform/todo/todo-source';
import { acknowledgementsDue, countAcknowledgementsDue } from './disk-issues.repository';
import { issueNotificationParams } from './disk-issue-naming';

/** Issued resources waiting for the user's acknowledgement, oldest first; due at the issue's deadline. */
export const diskAcknowledgementTodo: TodoSource = {
  kind: 'disk.acknowledgement',
  count: ({ tx, tenantId, actor }) => countAcknowledgementsDue(tx, tenantId, actor.userId),
  async list({ tx, tenantId, actor }, limit) {
    const rows = await acknowledgementsDue(tx, tenantId, actor.userId, limit);
    return rows.map((issue) => ({
      kind: 'disk.acknowledgement',
      id: String(issue.id),
      // Named as its pages name it: a folder with its file count, else the first title and how many (《计划》 等 2 项).
      params: { ...issueNotificationParams(issue), sender: issue.senderUnitName },
      link: `/disk/received?id=${issue.id}`,
      since: issue.createdAt.toISOString(),
      ...(issue.ackDeadline ? { dueAt: issue.ackDeadline.toISOString() } : {}),
    }));
  },
};
