import { ApiPaths } from '@yanxiu/contract/paths';
import type { ProfileQueuePage } from '@yanxiu/contract/profile';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { queueFilters, type QueueParams } from '../model/queue-params';
import { PROFILE_KEY } from './keys';

/** profileManageRecords: records of the teachers under the caller, by state and filters, one page. */
export function getQueue(params: QueueParams, signal?: AbortSignal): Promise<ProfileQueuePage> {
  return request<ProfileQueuePage>(ApiPaths.profileManageRecords, {
    query: { ...queueFilters(params), current: params.current, size: PAGE_SIZE },
    signal,
  });
}

export function queueQuery(params: QueueParams) {
  return queryOptions({ queryKey: [...PROFILE_KEY, 'queue', params], queryFn: ({ signal }) => getQueue(params, signal) });
}

export function useQueue(params: QueueParams, enabled = true) {
  return useQuery({ ...queueQuery(params), enabled, placeholderData: keepPreviousData });
}
