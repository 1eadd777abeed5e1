import type { MyTrainingItem } from '@yanxiu/contract/training';
import type { EnrolmentStatusValue, TrainingKindValue } from '@yanxiu/contract/training-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';

export type MyTrainingParams = { current: number; kind?: TrainingKindValue; status?: EnrolmentStatusValue };

/** GET trainingMy: the caller's programmes (of one kind, or all) with their enrolment and progress, paged. */
export function getMyTraining(params: MyTrainingParams, signal?: AbortSignal): Promise<TrainingPage<MyTrainingItem>> {
  return request<TrainingPage<MyTrainingItem>>(ApiPaths.trainingMy, { query: { ...params, size: TRAINING_PAGE_SIZE }, signal });
}

export function myTrainingQuery(params: MyTrainingParams) {
  return queryOptions({ queryKey: ['training', 'my', params], queryFn: ({ signal }) => getMyTraining(params, signal) });
}

export function useMyTraining(params: MyTrainingParams) {
  return useQuery({ ...myTrainingQuery(params), placeholderData: keepPreviousData });
}
