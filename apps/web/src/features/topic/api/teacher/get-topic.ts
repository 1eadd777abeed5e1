import type { TopicDetail } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryRead } from '@/shared/request/retry-read';
import { TOPIC_TEACHER_KEY } from './keys';

/** GET topicDetail: one topic (application, plan, members, stages, what is due) as the caller may read it. */
export function getTopic(applyId: number, signal?: AbortSignal): Promise<TopicDetail> {
  return request<TopicDetail>(ApiPaths.topicDetail, { query: { applyId }, signal, skipErrorHandler: true });
}

export function topicQuery(applyId: number) {
  return queryOptions({ queryKey: [...TOPIC_TEACHER_KEY, 'topic', applyId], queryFn: ({ signal }) => getTopic(applyId, signal), retry: retryRead });
}

/** Runs once the page knows which topic (applyId) it is about. */
export function useTopic(applyId: number | null) {
  return useQuery({ ...topicQuery(applyId ?? 0), enabled: applyId !== null });
}
