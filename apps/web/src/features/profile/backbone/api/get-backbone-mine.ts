import { ApiPaths } from '@yanxiu/contract/paths';
import type { BackboneMine } from '@yanxiu/contract/profile-backbone';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused } from '../../api/keys';
import { BACKBONE_KEY } from './keys';

/** backboneMine: whether the caller is a backbone teacher already, and their latest application. */
export function getBackboneMine(signal?: AbortSignal): Promise<BackboneMine> {
  return request<BackboneMine>(ApiPaths.backboneMine, { signal, skipErrorHandler: true });
}

export function backboneMineQuery() {
  return queryOptions({ queryKey: [...BACKBONE_KEY, 'mine'], queryFn: ({ signal }) => getBackboneMine(signal), retry: retryUnlessRefused });
}

export function useBackboneMine(enabled = true) {
  return useQuery({ ...backboneMineQuery(), enabled });
}
