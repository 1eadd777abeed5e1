import type { TopicRecordPage } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryRead } from '@/shared/request/retry-read';
import { TOPIC_TEACHER_KEY } from './keys';

export type RecordsRequest = Record<string, string | number>;

/** GET topicRecords: a topic's process records (applyId) or mine across topics, newest day first. */
export function listRecords(query: RecordsRequest, signal?: AbortSignal): Promise<TopicRecordPage> {
  return request<TopicRecordPage>(ApiPaths.topicRecords, { query, signal, skipErrorHandler: true });
}

export function recordsQuery(query: RecordsRequest) {
  return queryOptions({
    queryKey: [...TOPIC_TEACHER_KEY, 'records', query],
    queryFn: ({ signal }) => listRecords(query, signal),
    retry: retryRead,
  });
}

export function useRecords(query: RecordsRequest) {
  return useQuery({ ...recordsQuery(query), placeholderData: keepPreviousData });
}
