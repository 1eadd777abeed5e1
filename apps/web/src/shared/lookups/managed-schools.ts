import type { ManagedSchool } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { LOOKUP_KEY } from './lookup-keys';

/** trainingManageSchools: the schools the caller is staff over, by name. */
export function getManagedSchools(signal?: AbortSignal): Promise<ManagedSchool[]> {
  return request<ManagedSchool[]>(ApiPaths.trainingManageSchools, { signal });
}

export function managedSchoolsQuery() {
  // Schools change rarely; one load serves every form and filter opened in the session.
  return queryOptions({ queryKey: [...LOOKUP_KEY, 'schools'], queryFn: ({ signal }) => getManagedSchools(signal), staleTime: 10 * 60_000 });
}

export function useManagedSchools(enabled = true) {
  return useQuery({ ...managedSchoolsQuery(), enabled });
}
