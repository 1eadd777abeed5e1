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
  return queryOptions({
    queryKey: [...TOPIC_TEACHER_KEY, 'topic', applyId],
    queryFn: ({ signal }) => getTopic(applyId, signal),
    retry: retryRead,
  });
}

/** How often the host's form re-reads the topic while members it invited have not answered (their answers show). */
export const MEMBER_ANSWER_POLL_MS = 15_000;

/**
 * Whether to read the topic again: only for the host while the application can still change (draft or returned) and
 * someone invited has not answered, so the members' answers appear without a reload; never for anyone else.
 */
export function memberAnswerPoll(topic: TopicDetail | undefined): number | false {
  return topic?.myRole === 'host' && topic.canEdit && topic.members.some((member) => member.status === 'invited')
    ? MEMBER_ANSWER_POLL_MS
    : false;
}

/** Runs once the page knows which topic (applyId) it is about. */
export function useTopic(applyId: number | null) {
  return useQuery({
    ...topicQuery(applyId ?? 0),
    enabled: applyId !== null,
    refetchInterval: (query) => memberAnswerPoll(query.state.data),
  });
}
