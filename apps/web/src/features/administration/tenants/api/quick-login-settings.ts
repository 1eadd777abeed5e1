import type { QuickLoginSettings } from '@yanxiu/contract/quick-login';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

const KEY = ['administration', 'quick-login-settings'] as const;

/** One tenant's quick-login settings (platform staff); none until a tenant is chosen. */
export function useQuickLoginSettings(tenantId: string | undefined) {
  return useQuery({
    queryKey: [...KEY, tenantId],
    queryFn: ({ signal }) => request<QuickLoginSettings>(ApiPaths.quickLoginSettings, { query: { tenantId }, signal }),
    enabled: tenantId !== undefined,
  });
}

/** Saves one tenant's quick-login settings; read again afterwards. */
export function useSaveQuickLoginSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuickLoginSettings) => request<QuickLoginSettings>(ApiPaths.quickLoginSettingsSave, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
