import type { NoticeDetail } from '@yanxiu/contract/notices';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '@/shared/request/request';
import { NOTICES_KEY } from './keys';

/** noticeDetail: one notice; the server records the first read. */
export function getNotice(id: number, signal?: AbortSignal): Promise<NoticeDetail> {
  return request<NoticeDetail>(ApiPaths.noticeDetail, { query: { id }, signal });
}

export function noticeQuery(id: number) {
  return queryOptions({ queryKey: [...NOTICES_KEY, 'detail', id], queryFn: ({ signal }) => getNotice(id, signal) });
}

/** One notice; once it has loaded (and so been marked read) the lists and the unread count are refreshed. */
export function useNotice(id: number) {
  const client = useQueryClient();
  const query = useQuery({ ...noticeQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) void client.invalidateQueries({ queryKey: NOTICES_KEY, predicate: (entry) => entry.queryKey[1] !== 'detail' });
  }, [client, loaded]);
  return query;
}
