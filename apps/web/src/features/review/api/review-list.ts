import { ApiPaths } from '@yanxiu/contract/paths';
import type { ReviewListPage } from '@yanxiu/contract/review';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { registerReviewList } from '@/shared/review/next-review';
import { listParamsOf, readFilters, REVIEW_LIST_PATH, type ReviewListParams } from '../model/list-params';

export type { ReviewDomain, ReviewListItem, ReviewListPage } from '@yanxiu/contract/review';

export const reviewListKey = ['review', 'pending'] as const;

/** The read of one page of the caller's review list. */
export function reviewListQuery(params: ReviewListParams) {
  return queryOptions({
    queryKey: [...reviewListKey, params],
    queryFn: ({ signal }) => request<ReviewListPage>(ApiPaths.reviewList, { query: { ...params }, signal }),
  });
}

/** Every review waiting for the caller's decision, of every domain, oldest submission first, counted per domain. */
export function useReviewList(params: ReviewListParams, enabled = true) {
  return useQuery({ ...reviewListQuery(params), enabled, placeholderData: keepPreviousData });
}

/** How many items the next-item step reads: the one just decided may still be among them, and the next one. */
const NEXT_ITEMS = 2;

// A decision page opened from this list moves on within it (shared/review/next-review.ts): to the next review
// waiting under the same filters, whatever its domain, or back here when none is left.
registerReviewList(REVIEW_LIST_PATH, async (search) => {
  const page = await request<ReviewListPage>(ApiPaths.reviewList, {
    query: { ...listParamsOf(readFilters(new URLSearchParams(search)), NEXT_ITEMS), current: 1 },
  });
  return page.records.filter((item) => item.link !== '').map((item) => ({ path: item.link }));
});
