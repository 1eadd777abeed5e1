import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import type { GrowthFileVerification } from '@yanxiu/contract/profile-growth-file';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { PROFILE_KEY } from '../api/keys';

/** growthFileVerify (public): quiet, the page shows "not found" and failures itself. */
export function verifyGrowthFile(code: string, signal?: AbortSignal): Promise<GrowthFileVerification> {
  return request<GrowthFileVerification>(fillPath(ApiPaths.growthFileVerify, { code }), { signal, skipErrorHandler: true });
}

export function growthFileVerificationQuery(code: string) {
  return queryOptions({
    queryKey: [...PROFILE_KEY, 'growthFile', 'verify', code],
    queryFn: ({ signal }) => verifyGrowthFile(code, signal),
    retry: false,
  });
}

export function useGrowthFileVerification(code: string) {
  return useQuery(growthFileVerificationQuery(code));
}
