import type { HourCategoriesResult } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { HOURS_KEY } from './keys';

/** learningHourCategories: the tenant's categories of hours and its video completion share. */
export function getHourCategories(signal?: AbortSignal): Promise<HourCategoriesResult> {
  return request<HourCategoriesResult>(ApiPaths.learningHourCategories, { signal });
}

export function hourCategoriesQuery() {
  // Categories change rarely; one load serves the session's forms.
  return queryOptions({
    queryKey: [...HOURS_KEY, 'categories'],
    queryFn: ({ signal }) => getHourCategories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useHourCategories(enabled = true) {
  return useQuery({ ...hourCategoriesQuery(), enabled });
}
