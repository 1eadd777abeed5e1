import type { MyResearch } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchMy: activities I organise (drafts too) and joined, with what I still have to do. */
export function getMyResearch(signal?: AbortSignal): Promise<MyResearch> {
  return request<MyResearch>(ApiPaths.researchMy, { signal });
}

export function myResearchQuery() {
  return queryOptions({ queryKey: researchKeys.mine({}), queryFn: ({ signal }) => getMyResearch(signal) });
}

export function useMyResearch() {
  return useQuery(myResearchQuery());
}
