import type { ReviewQueueItem } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** One page of the reviewer's queue. */
export type ReviewQueuePage = { records: ReviewQueueItem[]; total: number; current: number; size: number };

/** The server's page size for lists (the guide: 10). */
export const REVIEW_PAGE_SIZE = 10;

/** reviewQueue: the applications waiting for the caller's decision, oldest submission first. */
export function getReviewQueue(current: number, size = REVIEW_PAGE_SIZE): Promise<ReviewQueuePage> {
  return request<ReviewQueuePage>(ApiPaths.developmentReviewQueue, { query: { current, size } });
}

export function reviewQueueQuery(current: number) {
  return queryOptions({ queryKey: ['development', 'reviewQueue', current], queryFn: () => getReviewQueue(current) });
}

export function useReviewQueue(current: number, enabled: boolean) {
  return useQuery({ ...reviewQueueQuery(current), enabled, placeholderData: keepPreviousData });
}
