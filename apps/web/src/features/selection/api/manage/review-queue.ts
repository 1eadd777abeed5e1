import type { SelectionQueuePage } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** Which of the reviewer's lists. */
export type QueueState = 'pending' | 'returned' | 'decided';

/** What the queue page asks for: the list, the page and the filters. */
export type QueueParams = { state: QueueState; current: number; prjId?: number | undefined; keyword?: string | undefined };

/** manage/review/queue: one of the reviewer's lists with the counts of each; with a project, the school's quota use. */
export function getReviewQueue(params: QueueParams, size = PAGE_SIZE): Promise<SelectionQueuePage> {
  return request<SelectionQueuePage>(ApiPaths.selectionReviewQueue, { query: { ...params, keyword: params.keyword || undefined, size } });
}

export function reviewQueueQuery(params: QueueParams) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'queue', params], queryFn: () => getReviewQueue(params) });
}

export function useReviewQueue(params: QueueParams, enabled = true) {
  return useQuery({ ...reviewQueueQuery(params), enabled, placeholderData: keepPreviousData });
}
