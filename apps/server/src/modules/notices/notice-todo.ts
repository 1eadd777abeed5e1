import type { TodoSource } from '@server/platform/todo/todo-source';
import { countAcknowledgementsDue, listAcknowledgementsDue } from './notices.repository';
import { readerOf } from './notices.service';

/** Notices out for the user that ask for an acknowledgement they have not given, oldest first; due at the expiry. */
export const acknowledgementTodo: TodoSource = {
  kind: 'notice.acknowledgement',
  async count({ tx, tenantId, actor }) {
    return countAcknowledgementsDue(tx, tenantId, await readerOf(tx, tenantId, actor), new Date());
  },
  async list({ tx, tenantId, actor }, limit) {
    const rows = await listAcknowledgementsDue(tx, tenantId, await readerOf(tx, tenantId, actor), new Date(), limit);
    return rows.map((notice) => ({
      kind: 'notice.acknowledgement',
      id: String(notice.id),
      params: { title: notice.title, publisher: notice.publisherUnitName },
      link: `/noticeDetail?id=${notice.id}`,
      since: notice.publishAt.toISOString(),
      ...(notice.expiresAt ? { dueAt: notice.expiresAt.toISOString() } : {}),
    }));
  },
};
