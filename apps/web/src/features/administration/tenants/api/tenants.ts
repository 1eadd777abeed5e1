import type {
  SaveBrandingBody,
  SaveTenantBody,
  TenantBranding,
  TenantSettings,
  TenantSummary,
} from '@yanxiu/contract/administration-tenants';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export const TENANTS_KEY = ['administration', 'tenants'] as const;

/** Every tenant (platform staff). */
export function useTenants(enabled = true) {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'list'],
    queryFn: ({ signal }) => request<TenantSummary[]>(ApiPaths.administrationTenants, { signal }),
    enabled,
  });
}

/** One tenant's settings with the version to save against (none until one is chosen). */
export function useTenantSettings(tenantId: string | undefined) {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'detail', tenantId],
    queryFn: ({ signal }) => request<TenantSettings>(ApiPaths.administrationTenant, { query: { tenantId }, signal }),
    enabled: tenantId !== undefined,
  });
}

/** Saves one tenant; the list and the detail are read again afterwards, also after a 409. */
export function useSaveTenant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTenantBody) => request<TenantSettings>(ApiPaths.administrationTenantSave, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: TENANTS_KEY }),
  });
}

/** One's own tenant's branding (district staff). */
export function useBranding() {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'branding'],
    queryFn: ({ signal }) => request<TenantBranding>(ApiPaths.administrationBranding, { signal }),
  });
}

export function useSaveBranding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBrandingBody) => request<TenantBranding>(ApiPaths.administrationBrandingSave, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: TENANTS_KEY }),
  });
}
