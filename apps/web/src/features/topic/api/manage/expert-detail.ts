import type { TopicExpertDetail } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** expert/detail: what I score (the plan, or the conclusion filing) and my own score once given. Quiet: the page explains a refusal. */
export function getExpertDetail(reviewId: number): Promise<TopicExpertDetail> {
  return request<TopicExpertDetail>(ApiPaths.topicExpertDetail, { query: { reviewId }, skipErrorHandler: true });
}

export function expertDetailQuery(reviewId: number) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'expert', 'detail', reviewId], queryFn: () => getExpertDetail(reviewId) });
}

export function useExpertDetail(reviewId: number | undefined) {
  return useQuery({ ...expertDetailQuery(reviewId ?? 0), enabled: reviewId !== undefined });
}
