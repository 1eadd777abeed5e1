import type { CredentialKey } from '@yanxiu/contract/certificate-credentials';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { CERTIFICATES_KEY } from './keys';

const KEYS_KEY = [...CERTIFICATES_KEY, 'credential-keys'] as const;

/** credentialKeysManage: the tenant's signing keys, the active one first (district staff). */
export function useCredentialKeys(enabled: boolean) {
  return useQuery({
    queryKey: KEYS_KEY,
    queryFn: ({ signal }) => request<CredentialKey[]>(ApiPaths.credentialKeysManage, { signal }),
    enabled,
  });
}

/** credentialKeysRotate: retires the active key (still published) and starts a new one; answers the keys after. */
export function useRotateCredentialKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request<CredentialKey[]>(ApiPaths.credentialKeysRotate, { method: 'POST' }),
    onSuccess: (keys) => client.setQueryData(KEYS_KEY, keys),
  });
}
