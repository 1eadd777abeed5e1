import type { MyApplication } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SELECTION_TEACHER_KEY } from './keys';

/** GET /projectApply/project-apply/mine: my applications with status, result and what to do next. */
export function listMine(signal?: AbortSignal): Promise<MyApplication[]> {
  return request<MyApplication[]>(ApiPaths.selectionMine, { signal, skipErrorHandler: true });
}

export function mineQuery() {
  return queryOptions({
    queryKey: [...SELECTION_TEACHER_KEY, 'mine'],
    queryFn: ({ signal }) => listMine(signal),
    retry: retryUnlessRefused,
  });
}

export function useMine(enabled = true) {
  return useQuery({ ...mineQuery(), enabled });
}
