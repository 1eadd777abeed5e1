import type { ReviewQueuePage, ReviewQueueState } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export type { ReviewQueuePage } from '@yanxiu/contract/development-apply';

/** The server's page size for lists (the guide: 10). */
export const REVIEW_PAGE_SIZE = 10;

/** What the queue page asks for: the list, the page and the filters (all optional but the list). */
export type ReviewQueueParams = {
  state: ReviewQueueState;
  current: number;
  stepCode?: string | undefined;
  status?: string | undefined;
  postTypeCode?: string | undefined;
  phaseCode?: string | undefined;
  sectionCode?: string | undefined;
  keyword?: string | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
};

/** reviewQueue: one of the reviewer's lists (awaiting their decision, returned by them, decided by them), with counts. */
export function getReviewQueue(params: ReviewQueueParams, size = REVIEW_PAGE_SIZE): Promise<ReviewQueuePage> {
  return request<ReviewQueuePage>(ApiPaths.developmentReviewQueue, { query: { ...params, size } });
}

export function reviewQueueQuery(params: ReviewQueueParams) {
  return queryOptions({ queryKey: ['development', 'reviewQueue', params], queryFn: () => getReviewQueue(params) });
}

export function useReviewQueue(params: ReviewQueueParams, enabled: boolean) {
  return useQuery({ ...reviewQueueQuery(params), enabled, placeholderData: keepPreviousData });
}
