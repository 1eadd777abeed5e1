import type { HandIn } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchMyHandIn: what the caller handed in for a task stage, null before they do. */
export function getMyHandIn(stageId: number, signal?: AbortSignal): Promise<HandIn | null> {
  return request<HandIn | null>(ApiPaths.researchMyHandIn, { query: { stageId }, signal });
}

export function useMyHandIn(stageId: number, enabled: boolean) {
  return useQuery({ queryKey: researchKeys.myHandIn(stageId), queryFn: ({ signal }) => getMyHandIn(stageId, signal), enabled });
}
