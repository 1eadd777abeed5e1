import type { MyCertificate, RevokeCertificateBody } from '@yanxiu/contract/certificates';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CERTIFICATES_KEY } from './keys';

/** certificatesManageRevoke: revokes a certificate with the reason its verification page shows. */
export function revokeCertificate(body: RevokeCertificateBody): Promise<MyCertificate> {
  return request<MyCertificate>(ApiPaths.certificatesManageRevoke, { method: 'POST', body });
}

export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeCertificate, onSuccess: () => client.invalidateQueries({ queryKey: CERTIFICATES_KEY }) });
}
