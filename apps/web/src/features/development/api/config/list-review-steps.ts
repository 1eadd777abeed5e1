import type { ReviewStepSetting } from '@yanxiu/contract/development-model';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CONFIG_KEY } from './config-key';

/** listReviewSteps: the review workflow's steps, on or off, and which may be switched. */
export function listReviewSteps(): Promise<ReviewStepSetting[]> {
  return request<ReviewStepSetting[]>(ApiPaths.developmentConfigListReviewSteps);
}

export function listReviewStepsQuery() {
  return queryOptions({ queryKey: [CONFIG_KEY, 'reviewSteps'], queryFn: () => listReviewSteps() });
}

export function useConfigReviewSteps() {
  return useQuery(listReviewStepsQuery());
}
