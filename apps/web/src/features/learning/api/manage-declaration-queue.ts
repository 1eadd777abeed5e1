import type { DeclarationPage } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import type { QueueParams } from '../model/url-filters';
import { DECLARATION_PAGE_SIZE } from './get-my-declarations';
import { HOURS_KEY } from './keys';

/** learningManageDeclarationQueue: declarations of the teachers the caller manages, by status. */
export function getDeclarationQueue(params: QueueParams, signal?: AbortSignal): Promise<DeclarationPage> {
  return request<DeclarationPage>(ApiPaths.learningManageDeclarationQueue, {
    query: { status: params.status, current: params.current, size: DECLARATION_PAGE_SIZE },
    signal,
  });
}

export function declarationQueueQuery(params: QueueParams) {
  return queryOptions({ queryKey: [...HOURS_KEY, 'queue', params], queryFn: ({ signal }) => getDeclarationQueue(params, signal) });
}

export function useDeclarationQueue(params: QueueParams, enabled = true) {
  return useQuery({ ...declarationQueueQuery(params), enabled, placeholderData: keepPreviousData });
}
