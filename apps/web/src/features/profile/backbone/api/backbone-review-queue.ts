import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneQueuePage, BackboneQueueState } from '@yanxiu/contract/profile-backbone';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { BACKBONE_KEY } from './keys';

/** Which of the reviewer's lists, the page, and part of the applicant's name. */
export type BackboneQueueParams = { state: BackboneQueueState; current: number; keyword?: string | undefined };

/** backboneReviewQueue: one of the reviewer's lists, with each list's size. */
export function getBackboneQueue(params: BackboneQueueParams, size = PAGE_SIZE, signal?: AbortSignal): Promise<BackboneQueuePage> {
  return request<BackboneQueuePage>(ApiPaths.backboneReviewQueue, { query: { ...params, size }, signal });
}

export function backboneQueueQuery(params: BackboneQueueParams) {
  return queryOptions({
    queryKey: [...BACKBONE_KEY, 'queue', params],
    queryFn: ({ signal }) => getBackboneQueue(params, PAGE_SIZE, signal),
  });
}

export function useBackboneQueue(params: BackboneQueueParams, enabled: boolean) {
  return useQuery({ ...backboneQueueQuery(params), enabled, placeholderData: keepPreviousData });
}
