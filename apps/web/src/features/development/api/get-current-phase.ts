import type { CurrentPhase } from '@yanxiu/contract/development';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** getTeacherCurrentPhase: the teacher's phase, the next one and the tenant's ladder. */
export function getCurrentPhase(): Promise<CurrentPhase> {
  return request<CurrentPhase>(ApiPaths.getTeacherCurrentPhase);
}

// The same key as the home page's query, so finishing a process there and here refreshes both.
export const currentPhaseQuery = queryOptions({ queryKey: ['development', 'currentPhase'], queryFn: getCurrentPhase });

export function useCurrentPhase(enabled = true) {
  return useQuery({ ...currentPhaseQuery, enabled });
}
