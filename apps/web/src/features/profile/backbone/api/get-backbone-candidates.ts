import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneCandidate } from '@yanxiu/contract/profile-backbone';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused } from '../../api/keys';
import { BACKBONE_KEY } from './keys';

/** backboneCandidates: the caller's verified records, newest first, which an application may offer. */
export function getBackboneCandidates(signal?: AbortSignal): Promise<BackboneCandidate[]> {
  return request<BackboneCandidate[]>(ApiPaths.backboneCandidates, { signal, skipErrorHandler: true });
}

export function backboneCandidatesQuery() {
  return queryOptions({
    queryKey: [...BACKBONE_KEY, 'candidates'],
    queryFn: ({ signal }) => getBackboneCandidates(signal),
    retry: retryUnlessRefused,
  });
}

export function useBackboneCandidates(enabled: boolean) {
  return useQuery({ ...backboneCandidatesQuery(), enabled });
}
