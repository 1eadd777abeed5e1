import type { ReviewQueueFilters } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** reviewQueueFilters: the post types, phases and steps the queue's filters offer. */
export function getReviewQueueFilters(): Promise<ReviewQueueFilters> {
  return request<ReviewQueueFilters>(ApiPaths.developmentReviewQueueFilters);
}

/** Configuration changes rarely: kept for five minutes. */
export const reviewQueueFiltersQuery = queryOptions({
  queryKey: ['development', 'reviewQueueFilters'],
  queryFn: getReviewQueueFilters,
  staleTime: 5 * 60_000,
});

export function useReviewQueueFilters(enabled: boolean) {
  return useQuery({ ...reviewQueueFiltersQuery, enabled });
}
