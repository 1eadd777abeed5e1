import type { ProjectsForTeacher } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SELECTION_TEACHER_KEY } from './keys';

/** The query of one page of the list: page, size and the filters set (see projectsRequestOf). */
export type ProjectsRequest = Record<string, string | number>;

/** GET /projectApply/project: a page of the published projects open to me, whether I may apply (and why not) and my application. */
export function listProjects(query: ProjectsRequest, signal?: AbortSignal): Promise<ProjectsForTeacher> {
  // Quiet: the page says in place that the list could not be read, with a retry.
  return request<ProjectsForTeacher>(ApiPaths.selectionProjects, { query, signal, skipErrorHandler: true });
}

export function projectsQuery(query: ProjectsRequest) {
  return queryOptions({
    queryKey: [...SELECTION_TEACHER_KEY, 'projects', query],
    queryFn: ({ signal }) => listProjects(query, signal),
    retry: retryUnlessRefused,
  });
}

/** The previous page stays on screen while the next one loads. */
export function useProjects(query: ProjectsRequest) {
  return useQuery({ ...projectsQuery(query), placeholderData: keepPreviousData });
}
