import type { TopicCallForTeacher } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryRead } from '@/shared/request/retry-read';
import { TOPIC_TEACHER_KEY } from './keys';

/** GET topicCall: one published call as I see it (open, eligible, my application). */
export function getCall(callId: number, signal?: AbortSignal): Promise<TopicCallForTeacher> {
  return request<TopicCallForTeacher>(ApiPaths.topicCall, { query: { callId }, signal, skipErrorHandler: true });
}

export function callQuery(callId: number) {
  return queryOptions({
    queryKey: [...TOPIC_TEACHER_KEY, 'call', callId],
    queryFn: ({ signal }) => getCall(callId, signal),
    retry: retryRead,
  });
}

/** Runs once the page knows which call (prjId) it is about. */
export function useCall(callId: number | null) {
  return useQuery({ ...callQuery(callId ?? 0), enabled: callId !== null });
}
