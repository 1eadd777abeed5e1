import type { CertificateVerification } from '@yanxiu/contract/certificates';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CERTIFICATES_KEY } from './keys';

/** certificateVerify (public): quiet, the page shows "not found" and failures itself. */
export function verifyCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return request<CertificateVerification>(fillPath(ApiPaths.certificateVerify, { code }), { signal, skipErrorHandler: true });
}

export function certificateVerificationQuery(code: string) {
  return queryOptions({
    queryKey: [...CERTIFICATES_KEY, 'verify', code],
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    retry: false,
  });
}

export function useCertificateVerification(code: string) {
  return useQuery(certificateVerificationQuery(code));
}
