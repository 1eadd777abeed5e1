import type {
  MarkedRead,
  NotificationKind,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesView,
} from '@yanxiu/contract/notifications';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { NOTIFICATIONS_KEY, UNREAD_KEY, unreadCountQuery } from './unread-count';

export { NOTIFICATIONS_KEY, UNREAD_KEY } from './unread-count';

export type NotificationFilter = { kind?: NotificationKind | undefined; unread: boolean; current: number; size: number };

export function useNotifications(filter: NotificationFilter) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      request<NotificationPage>(ApiPaths.notificationList, {
        signal,
        query: { kind: filter.kind, unread: filter.unread ? 'true' : undefined, current: filter.current, size: filter.size },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQuery, enabled });
}

/** Marks some (ids) or all (no ids) read; the list and the bell refresh. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      ids
        ? request<MarkedRead>(ApiPaths.notificationMarkRead, { method: 'POST', body: { ids } })
        : request<MarkedRead>(ApiPaths.notificationMarkAllRead, { method: 'POST' }),
    onSuccess: (result) => {
      client.setQueryData(UNREAD_KEY, result.unread);
      void client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] });
    },
  });
}

const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

export function usePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => request<NotificationPreferencesView>(ApiPaths.notificationPreferences, { signal }),
  });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      request<NotificationPreferencesView>(ApiPaths.notificationSavePreferences, { method: 'POST', body: preferences }),
    onSuccess: (saved) => client.setQueryData(PREFERENCES_KEY, saved),
  });
}
