import type { TopicReviewQueuePage } from '@yanxiu/contract/topic';
import type { TopicReviewKindValue } from '@yanxiu/contract/topic-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** Which of the reviewer's lists. */
export type QueueState = 'pending' | 'returned' | 'decided';

/** What the queue page asks for: the list, the page, what kind of filing, of which call, and the keyword. */
export type QueueParams = {
  state: QueueState;
  current: number;
  kind?: TopicReviewKindValue | undefined;
  callId?: number | undefined;
  keyword?: string | undefined;
};

/** manage/review/queue: applications and stage filings on the caller's step, with the count of each list. */
export function getReviewQueue(params: QueueParams, size = PAGE_SIZE): Promise<TopicReviewQueuePage> {
  return request<TopicReviewQueuePage>(ApiPaths.topicReviewQueue, { query: { ...params, keyword: params.keyword || undefined, size } });
}

export function reviewQueueQuery(params: QueueParams) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'queue', params], queryFn: () => getReviewQueue(params) });
}

export function useReviewQueue(params: QueueParams, enabled = true) {
  return useQuery({ ...reviewQueueQuery(params), enabled, placeholderData: keepPreviousData });
}
