import type { IssueCertificatesBody, IssueCertificatesResult } from '@yanxiu/contract/certificates';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CERTIFICATES_KEY } from './keys';

/** certificatesManageIssue: certificates by hand, for a programme's enrolled teachers or a free title. */
export function issueCertificates(body: IssueCertificatesBody): Promise<IssueCertificatesResult> {
  return request<IssueCertificatesResult>(ApiPaths.certificatesManageIssue, { method: 'POST', body });
}

export function useIssueCertificates() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueCertificates, onSuccess: () => client.invalidateQueries({ queryKey: CERTIFICATES_KEY }) });
}
