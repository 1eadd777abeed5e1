import type { MyTopicApplication } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryRead } from '@/shared/request/retry-read';
import { TOPIC_TEACHER_KEY } from './keys';

/** GET topicMyApplications: the applications I host, where each stands. */
export function listMyApplications(signal?: AbortSignal): Promise<MyTopicApplication[]> {
  return request<MyTopicApplication[]>(ApiPaths.topicMyApplications, { signal, skipErrorHandler: true });
}

export function myApplicationsQuery() {
  return queryOptions({
    queryKey: [...TOPIC_TEACHER_KEY, 'applications'],
    queryFn: ({ signal }) => listMyApplications(signal),
    retry: retryRead,
  });
}

export function useMyApplications() {
  return useQuery(myApplicationsQuery());
}
