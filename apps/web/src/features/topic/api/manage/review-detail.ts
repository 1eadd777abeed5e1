import type { TopicReviewDetail } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** manage/review/detail: the filing with its topic, panel and history (quiet: the page says why it failed). */
export function getReviewDetail(reviewId: number): Promise<TopicReviewDetail> {
  return request<TopicReviewDetail>(ApiPaths.topicReviewDetail, { query: { reviewId }, skipErrorHandler: true });
}

export function reviewDetailQuery(reviewId: number) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'review', reviewId], queryFn: () => getReviewDetail(reviewId) });
}

/** The review `reviewId` names; nothing is read without one. */
export function useReviewDetail(reviewId: number | undefined) {
  return useQuery({ ...reviewDetailQuery(reviewId ?? 0), enabled: reviewId !== undefined });
}
