import type { ObservationForm } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchObservationForm: a stage's form, the caller's filling, and whether they may fill it or see results. */
export function getObservationForm(stageId: number, signal?: AbortSignal): Promise<ObservationForm> {
  return request<ObservationForm>(ApiPaths.researchObservationForm, { query: { stageId }, signal });
}

export function observationFormQuery(stageId: number) {
  return queryOptions({ queryKey: researchKeys.form(stageId), queryFn: ({ signal }) => getObservationForm(stageId, signal) });
}

export function useObservationForm(stageId: number) {
  return useQuery(observationFormQuery(stageId));
}
