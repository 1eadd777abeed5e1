import type { StudioSummary } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { TRAINING_PAGE_SIZE, type TrainingPage } from './get-catalogue';

export type StudiosParams = { current: number; keyword?: string; sectionCode?: string; subjectCode?: string };

/** GET trainingStudios: master-teacher studios, paged. */
export function getStudios(params: StudiosParams, signal?: AbortSignal): Promise<TrainingPage<StudioSummary>> {
  return request<TrainingPage<StudioSummary>>(ApiPaths.trainingStudios, { query: { ...params, size: TRAINING_PAGE_SIZE }, signal });
}

export function studiosQuery(params: StudiosParams) {
  return queryOptions({ queryKey: ['training', 'studios', params], queryFn: ({ signal }) => getStudios(params, signal) });
}

export function useStudios(params: StudiosParams) {
  return useQuery({ ...studiosQuery(params), placeholderData: keepPreviousData });
}
