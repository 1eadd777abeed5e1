import type { HandInsPage } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchHandIns: the organiser's list of a task stage's hand-ins, newest first, paged. */
export function getHandIns(stageId: number, current: number, signal?: AbortSignal): Promise<HandInsPage> {
  return request<HandInsPage>(ApiPaths.researchHandIns, { query: { stageId, current, size: PAGE_SIZE }, signal });
}

export function useHandIns(stageId: number, current: number, enabled: boolean) {
  return useQuery({
    queryKey: researchKeys.handIns(stageId, current),
    queryFn: ({ signal }) => getHandIns(stageId, current, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
