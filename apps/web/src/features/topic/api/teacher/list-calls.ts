import type { TopicCallForTeacherPage } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryRead } from '@/shared/request/retry-read';
import { TOPIC_TEACHER_KEY } from './keys';

/** The query of one page of calls: page, size, and the filters set. */
export type CallsRequest = Record<string, string | number>;

/** GET topicCalls: a page of the tenant's published calls, whether I may apply to each and my application if any. */
export function listCalls(query: CallsRequest, signal?: AbortSignal): Promise<TopicCallForTeacherPage> {
  // Quiet: the page says in place that the list could not be read, with a retry.
  return request<TopicCallForTeacherPage>(ApiPaths.topicCalls, { query, signal, skipErrorHandler: true });
}

export function callsQuery(query: CallsRequest) {
  return queryOptions({
    queryKey: [...TOPIC_TEACHER_KEY, 'calls', query],
    queryFn: ({ signal }) => listCalls(query, signal),
    retry: retryRead,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useCalls(query: CallsRequest) {
  return useQuery({ ...callsQuery(query), placeholderData: keepPreviousData });
}
