import type { NoticeUnread } from '@yanxiu/contract/notices';
import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { NOTICES_KEY } from './keys';

/** noticeUnread: how many notices the caller has not opened, and hadRead. */
export function getNoticeUnread(signal?: AbortSignal): Promise<NoticeUnread> {
  return request<NoticeUnread>(FirstReadPaths.noticeUnread, { signal });
}

export function noticeUnreadQuery() {
  return queryOptions({ queryKey: [...NOTICES_KEY, 'unread'], queryFn: ({ signal }) => getNoticeUnread(signal) });
}

export function useNoticeUnread() {
  return useQuery(noticeUnreadQuery());
}
