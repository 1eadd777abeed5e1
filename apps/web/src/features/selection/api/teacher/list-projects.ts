import type { ProjectForTeacher } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SELECTION_TEACHER_KEY } from './keys';

/** GET /projectApply/project: the published projects open to me, whether I may apply (and why not) and my application. */
export function listProjects(signal?: AbortSignal): Promise<ProjectForTeacher[]> {
  // Quiet: the page says in place that the list could not be read, with a retry.
  return request<ProjectForTeacher[]>(ApiPaths.selectionProjects, { signal, skipErrorHandler: true });
}

export function projectsQuery() {
  return queryOptions({ queryKey: [...SELECTION_TEACHER_KEY, 'projects'], queryFn: ({ signal }) => listProjects(signal), retry: retryUnlessRefused });
}

export function useProjects() {
  return useQuery(projectsQuery());
}
