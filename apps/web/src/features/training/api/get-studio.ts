import type { StudioDetail } from '@yanxiu/contract/training';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** GET trainingStudio: a studio with its members and published programmes. */
export function getStudio(id: number, signal?: AbortSignal): Promise<StudioDetail> {
  return request<StudioDetail>(fillPath(ApiPaths.trainingStudio, { id: String(id) }), { signal, skipErrorHandler: true });
}

export function studioQuery(id: number) {
  return queryOptions({ queryKey: ['training', 'studio', id], queryFn: ({ signal }) => getStudio(id, signal), retry: false });
}

export function useStudio(id: number | null) {
  return useQuery({ ...studioQuery(id ?? 0), enabled: id !== null && id > 0 });
}
