import type { ApplicantInfoAnswer } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SELECTION_TEACHER_KEY } from './keys';

/** Which application, or which project before I applied (the answer is then prefilled from my record). */
export type ApplyOrProject = { applyId: number } | { prjId: number };

/** getUserInfoByApplyId: my applicant information, group and, when returned, the reviewer's comment. */
export function getApplicantInfo(target: ApplyOrProject, signal?: AbortSignal): Promise<ApplicantInfoAnswer> {
  return request<ApplicantInfoAnswer>(ApiPaths.getUserInfoByApplyId, { query: target, signal, skipErrorHandler: true });
}

export function applicantInfoQuery(target: ApplyOrProject) {
  // No refetch on focus: the form holds what the teacher types, and a refetch must not reset it under them.
  return queryOptions({
    queryKey: [...SELECTION_TEACHER_KEY, 'info', target],
    queryFn: ({ signal }) => getApplicantInfo(target, signal),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** Keeps the answer it had while the target moves from the project to my new application, so the form stays mounted. */
export function useApplicantInfo(target: ApplyOrProject | null) {
  return useQuery({ ...applicantInfoQuery(target ?? { prjId: 0 }), enabled: target !== null, placeholderData: keepPreviousData });
}
