import type { ObservationResults } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchObservationResults: the organiser's aggregate of a stage's handed-in forms. */
export function getObservationResults(stageId: number, signal?: AbortSignal): Promise<ObservationResults> {
  return request<ObservationResults>(ApiPaths.researchObservationResults, { query: { stageId }, signal });
}

export function useObservationResults(stageId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: researchKeys.results(stageId), queryFn: ({ signal }) => getObservationResults(stageId, signal) }),
    enabled,
  });
}
