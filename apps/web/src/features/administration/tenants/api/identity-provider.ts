import type { IdentityProviderSettings, SaveIdentityProviderBody } from '@yanxiu/contract/portal-sign-in';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

const KEY = ['administration', 'identity-provider'] as const;

/** One tenant's identity portal settings (platform staff); none until a tenant is chosen. */
export function useIdentityProvider(tenantId: string | undefined) {
  return useQuery({
    queryKey: [...KEY, tenantId],
    queryFn: ({ signal }) => request<IdentityProviderSettings>(ApiPaths.identityProvider, { query: { tenantId }, signal }),
    enabled: tenantId !== undefined,
  });
}

/** Saves one tenant's portal settings; read again afterwards, also after a 409. */
export function useSaveIdentityProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveIdentityProviderBody) =>
      request<IdentityProviderSettings>(ApiPaths.identityProviderSave, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
