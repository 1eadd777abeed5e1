import type { HourCategoriesResult } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** GET learningHourCategories: the tenant's categories an activity's hours may count towards. */
export function getHourCategories(signal?: AbortSignal): Promise<HourCategoriesResult> {
  return request<HourCategoriesResult>(ApiPaths.learningHourCategories, { signal });
}

export function useHourCategories() {
  // Categories change rarely; one load serves the session's forms.
  return useQuery({ queryKey: ['research', 'hourCategories'], queryFn: ({ signal }) => getHourCategories(signal), staleTime: 10 * 60_000 });
}
