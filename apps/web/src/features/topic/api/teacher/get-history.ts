import type { TopicHistoryEntry } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryRead } from '@/shared/request/retry-read';
import { TOPIC_TEACHER_KEY } from './keys';

/** GET topicHistory: a topic's review history (application and stages), oldest first. */
export function getHistory(applyId: number, signal?: AbortSignal): Promise<TopicHistoryEntry[]> {
  return request<TopicHistoryEntry[]>(ApiPaths.topicHistory, { query: { applyId }, signal, skipErrorHandler: true });
}

export function historyQuery(applyId: number) {
  return queryOptions({
    queryKey: [...TOPIC_TEACHER_KEY, 'history', applyId],
    queryFn: ({ signal }) => getHistory(applyId, signal),
    retry: retryRead,
  });
}

/** Read only while shown (an application's row opened). */
export function useHistory(applyId: number | null) {
  return useQuery({ ...historyQuery(applyId ?? 0), enabled: applyId !== null });
}
