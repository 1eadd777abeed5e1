import type { OpenClass } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';

export type OpenClassesParams = { current: number; keyword?: string; sectionCode?: string; subjectCode?: string; level?: string };

/** GET trainingOpenClasses: recommended open-class recordings, newest recommendation first, paged. */
export function getOpenClasses(params: OpenClassesParams, signal?: AbortSignal): Promise<TrainingPage<OpenClass>> {
  return request<TrainingPage<OpenClass>>(ApiPaths.trainingOpenClasses, { query: { ...params, size: TRAINING_PAGE_SIZE }, signal });
}

export function openClassesQuery(params: OpenClassesParams) {
  return queryOptions({ queryKey: ['training', 'openClasses', params], queryFn: ({ signal }) => getOpenClasses(params, signal) });
}

export function useOpenClasses(params: OpenClassesParams) {
  return useQuery({ ...openClassesQuery(params), placeholderData: keepPreviousData });
}
