import type { CredentialVerification } from '@yanxiu/contract/certificate-credentials';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** credentialVerify (public): quiet, the page shows the verdict, a refusal and failures itself. */
export function verifyCredential(credential: string): Promise<CredentialVerification> {
  return request<CredentialVerification>(ApiPaths.credentialVerify, { method: 'POST', body: { credential }, skipErrorHandler: true });
}

export function useCredentialVerification() {
  return useMutation({ mutationFn: verifyCredential });
}
