import type { ActivitySummary } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchSummary: the organiser's report of an activity, null until written. */
export function getSummary(activityId: number, signal?: AbortSignal): Promise<ActivitySummary> {
  return request<ActivitySummary>(ApiPaths.researchSummary, { query: { activityId }, signal });
}

export function useSummary(activityId: number) {
  return useQuery({ queryKey: researchKeys.summary(activityId), queryFn: ({ signal }) => getSummary(activityId, signal) });
}
