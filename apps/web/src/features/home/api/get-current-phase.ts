import type { CurrentPhase } from '@yanxiu/contract/development';
import { CorePaths } from '@yanxiu/contract/paths-core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export function getCurrentPhase(): Promise<CurrentPhase> {
  return request<CurrentPhase>(CorePaths.getTeacherCurrentPhase);
}

export const currentPhaseQuery = queryOptions({ queryKey: ['development', 'currentPhase'], queryFn: getCurrentPhase });

/** The teacher's career phase; only asked of accounts with a teacher record. */
export function useCurrentPhase(enabled: boolean) {
  return useQuery({ ...currentPhaseQuery, enabled });
}
