import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneSaveStepBody, BackboneStepSetting } from '@yanxiu/contract/profile-backbone';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { BACKBONE_KEY } from './keys';

/** backboneReviewSteps: the workflow's steps as the tenant has them (district admins). */
export function getBackboneReviewSteps(signal?: AbortSignal): Promise<BackboneStepSetting[]> {
  return request<BackboneStepSetting[]>(ApiPaths.backboneReviewSteps, { signal });
}

export function backboneReviewStepsQuery() {
  return queryOptions({ queryKey: [...BACKBONE_KEY, 'steps'], queryFn: ({ signal }) => getBackboneReviewSteps(signal) });
}

export function useBackboneReviewSteps(enabled: boolean) {
  return useQuery({ ...backboneReviewStepsQuery(), enabled });
}

/** backboneSaveReviewStep: switches the optional expert step for applications made from now on. */
export function saveBackboneReviewStep(body: BackboneSaveStepBody): Promise<BackboneStepSetting[]> {
  return request<BackboneStepSetting[]>(ApiPaths.backboneSaveReviewStep, { body });
}

export function useSaveBackboneReviewStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBackboneReviewStep,
    onSuccess: (steps) => client.setQueryData(backboneReviewStepsQuery().queryKey, steps),
  });
}
