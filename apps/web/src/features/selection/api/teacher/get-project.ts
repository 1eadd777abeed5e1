import type { TeacherProjectDetail } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SELECTION_TEACHER_KEY } from './keys';

/** GET /projectApply/project/detail: a project as I see it, with its groups, items and my standing. */
export function getProject(prjId: number, signal?: AbortSignal): Promise<TeacherProjectDetail> {
  return request<TeacherProjectDetail>(ApiPaths.selectionProjectDetail, { query: { prjId }, signal, skipErrorHandler: true });
}

export function projectQuery(prjId: number) {
  return queryOptions({
    queryKey: [...SELECTION_TEACHER_KEY, 'project', prjId],
    queryFn: ({ signal }) => getProject(prjId, signal),
    retry: retryUnlessRefused,
  });
}

export function useProject(prjId: number | null) {
  return useQuery({ ...projectQuery(prjId ?? 0), enabled: prjId !== null });
}
