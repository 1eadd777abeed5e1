import type { ApplicationItems } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import type { ApplyOrProject } from './get-applicant-info';
import { retryUnlessRefused, SELECTION_TEACHER_KEY } from './keys';

/** getProjectItemByPrjIdOrApplyId: the project's items; with my application, the values and self scores saved. */
export function getApplicationItems(target: ApplyOrProject, signal?: AbortSignal): Promise<ApplicationItems> {
  return request<ApplicationItems>(ApiPaths.getProjectItemByPrjIdOrApplyId, { query: target, signal, skipErrorHandler: true });
}

export function applicationItemsQuery(target: ApplyOrProject) {
  // Read once per application: the page's own state is the truth while the teacher edits (autosave sends it).
  return queryOptions({
    queryKey: [...SELECTION_TEACHER_KEY, 'items', target],
    queryFn: ({ signal }) => getApplicationItems(target, signal),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** Keeps the answer it had while the target moves from the project to my new application, so the form stays mounted. */
export function useApplicationItems(target: ApplyOrProject | null) {
  return useQuery({ ...applicationItemsQuery(target ?? { prjId: 0 }), enabled: target !== null, placeholderData: keepPreviousData });
}
