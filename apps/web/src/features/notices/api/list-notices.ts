import type { NoticeListPage } from '@yanxiu/contract/notices';
import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { NOTICES_KEY } from './keys';

export const NOTICE_PAGE_SIZE = 10;
/** How many notices the home page's card lists. */
export const UNREAD_CARD_SIZE = 5;
export type NoticeFilter = { current: number; keyword?: string; size?: number };

/** noticeList: the caller's notices, unread first, then pinned, then newest. */
export function listNotices(filter: NoticeFilter, signal?: AbortSignal): Promise<NoticeListPage> {
  return request<NoticeListPage>(FirstReadPaths.noticeList, {
    query: { current: filter.current, size: filter.size ?? NOTICE_PAGE_SIZE, keyword: filter.keyword || undefined },
    signal,
  });
}

export function noticesQuery(filter: NoticeFilter) {
  return queryOptions({ queryKey: [...NOTICES_KEY, 'list', filter], queryFn: ({ signal }) => listNotices(filter, signal) });
}

export function useNotices(filter: NoticeFilter) {
  return useQuery({ ...noticesQuery(filter), placeholderData: keepPreviousData });
}
