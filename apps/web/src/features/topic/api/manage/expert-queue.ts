import type { TopicExpertPage } from '@yanxiu/contract/topic';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { MANAGE_KEY } from './keys';

/** The expert's two lists: waiting for my score, and scored. */
export type ExpertQueueParams = { state: 'pending' | 'done'; current: number };

/** expert/list: the reviews I am on the panel of. */
export function getExpertQueue(params: ExpertQueueParams, size = PAGE_SIZE): Promise<TopicExpertPage> {
  return request<TopicExpertPage>(ApiPaths.topicExpertQueue, { query: { ...params, size } });
}

export function expertQueueQuery(params: ExpertQueueParams) {
  return queryOptions({ queryKey: [...MANAGE_KEY, 'expert', 'list', params], queryFn: () => getExpertQueue(params) });
}

export function useExpertQueue(params: ExpertQueueParams, enabled = true) {
  return useQuery({ ...expertQueueQuery(params), enabled, placeholderData: keepPreviousData });
}
