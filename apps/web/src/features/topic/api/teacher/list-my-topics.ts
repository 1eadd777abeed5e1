import type { MyTopicPage } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryRead } from '@/shared/request/retry-read';
import { TOPIC_TEACHER_KEY } from './keys';

export type MyTopicsRequest = Record<string, string | number>;

/** GET topicMine: a page of the topics I host or am a member of (invitations included). */
export function listMyTopics(query: MyTopicsRequest, signal?: AbortSignal): Promise<MyTopicPage> {
  return request<MyTopicPage>(ApiPaths.topicMine, { query, signal, skipErrorHandler: true });
}

export function myTopicsQuery(query: MyTopicsRequest) {
  return queryOptions({
    queryKey: [...TOPIC_TEACHER_KEY, 'mine', query],
    queryFn: ({ signal }) => listMyTopics(query, signal),
    retry: retryRead,
  });
}

export function useMyTopics(query: MyTopicsRequest) {
  return useQuery({ ...myTopicsQuery(query), placeholderData: keepPreviousData });
}
