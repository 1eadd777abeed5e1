import type { ReviewStepSetting, SaveReviewStepBody } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateConfig } from './config-key';

/** saveReviewStep: switches an optional review step for applications submitted from now on. */
export function saveReviewStep(body: SaveReviewStepBody): Promise<ReviewStepSetting[]> {
  return request<ReviewStepSetting[]>(ApiPaths.developmentConfigSaveReviewStep, { body });
}

export function useSaveReviewStep() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveReviewStep, onSuccess: () => invalidateConfig(client) });
}
