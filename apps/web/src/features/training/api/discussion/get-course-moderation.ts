import type { ModerationItem } from '@yanxiu/contract/training-discussion';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import type { TrainingPage } from '../get-catalogue';
import { discussionKeys } from './discussion-keys';

export type ModerationParams = { state: 'reported' | 'hidden' | 'all'; current: number };

/** GET courseModeration: reported and hidden questions, answers and reviews, waiting ones first. */
export function getCourseModeration(params: ModerationParams, signal?: AbortSignal): Promise<TrainingPage<ModerationItem>> {
  return request<TrainingPage<ModerationItem>>(ApiPaths.courseModeration, { query: { ...params, size: 10 }, signal });
}

export function courseModerationQuery(params: ModerationParams) {
  return queryOptions({ queryKey: [...discussionKeys.moderation(), params], queryFn: ({ signal }) => getCourseModeration(params, signal) });
}

export function useCourseModeration(params: ModerationParams) {
  return useQuery({ ...courseModerationQuery(params), placeholderData: keepPreviousData });
}
