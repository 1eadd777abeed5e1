import type { UnreadCount } from '@yanxiu/contract/notifications';
import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

// Apart from the rest of the notifications' calls: start-up reads the bell's count from the entry (app/first-reads.ts),
// and a module the entry imports travels in the entry whole.
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;

/** The bell's count of unread notifications. */
export const unreadCountQuery = queryOptions({
  queryKey: UNREAD_KEY,
  queryFn: ({ signal }) =>
    request<UnreadCount>(FirstReadPaths.notificationUnreadCount, { signal, skipErrorHandler: true }).then((data) => data.count),
});
