import type { ManagedTeacher } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { LOOKUP_KEY } from './lookup-keys';

/** trainingManageTeachers: up to 20 active teachers the caller is staff over matching the keyword. */
export function getManagedTeachers(keyword: string, signal?: AbortSignal): Promise<ManagedTeacher[]> {
  return request<ManagedTeacher[]>(ApiPaths.trainingManageTeachers, { query: { keyword }, signal });
}

export function managedTeachersQuery(keyword: string) {
  return queryOptions({ queryKey: [...LOOKUP_KEY, 'teachers', keyword], queryFn: ({ signal }) => getManagedTeachers(keyword, signal) });
}

/** Runs only for a non-blank keyword: the API requires one. */
export function useManagedTeachers(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({ ...managedTeachersQuery(trimmed), enabled: trimmed.length > 0, placeholderData: keepPreviousData });
}
