import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneApplication } from '@yanxiu/contract/profile-backbone';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused } from '../../api/keys';
import { BACKBONE_KEY } from './keys';

/** backboneDetail: an application in full, with what the caller may do (quiet: the page shows a refusal itself). */
export function getBackboneDetail(applyId: number, signal?: AbortSignal): Promise<BackboneApplication> {
  return request<BackboneApplication>(ApiPaths.backboneDetail, { query: { applyId }, signal, skipErrorHandler: true });
}

export function backboneDetailQuery(applyId: number) {
  return queryOptions({
    queryKey: [...BACKBONE_KEY, 'detail', applyId],
    queryFn: ({ signal }) => getBackboneDetail(applyId, signal),
    retry: retryUnlessRefused,
  });
}

export function useBackboneDetail(applyId: number | undefined) {
  return useQuery({ ...backboneDetailQuery(applyId ?? 0), enabled: applyId !== undefined });
}
