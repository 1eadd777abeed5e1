import type { MyCertificate } from '@yanxiu/contract/certificates';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CERTIFICATES_KEY } from './keys';

/** certificatesMine: the caller's certificates, newest first. */
export function getMyCertificates(signal?: AbortSignal): Promise<MyCertificate[]> {
  return request<MyCertificate[]>(ApiPaths.certificatesMine, { signal });
}

export function myCertificatesQuery() {
  return queryOptions({ queryKey: [...CERTIFICATES_KEY, 'mine'], queryFn: ({ signal }) => getMyCertificates(signal) });
}

export function useMyCertificates() {
  return useQuery(myCertificatesQuery());
}
