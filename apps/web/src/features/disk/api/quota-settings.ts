import type { DiskQuotaSettings, SaveDiskQuotaSettingsBody } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MY_DISK_KEY } from './keys';

const SETTINGS_KEY = [...MY_DISK_KEY, 'quotaSettings'] as const;

/** diskManageQuota: the tenant's quota per role and per school, with the server's defaults (district staff). */
export function getQuotaSettings(signal?: AbortSignal): Promise<DiskQuotaSettings> {
  return request<DiskQuotaSettings>(ApiPaths.diskManageQuota, { signal, skipErrorHandler: true });
}

export const quotaSettingsQuery = queryOptions({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getQuotaSettings(signal) });

export function useQuotaSettings() {
  return useQuery(quotaSettingsQuery);
}

/** diskManageSaveQuota: saves them; everyone's quota bar follows. */
export function saveQuotaSettings(body: SaveDiskQuotaSettingsBody): Promise<DiskQuotaSettings> {
  return request<DiskQuotaSettings>(ApiPaths.diskManageSaveQuota, { method: 'POST', body });
}

export function useSaveQuotaSettings() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveQuotaSettings, onSuccess: () => client.invalidateQueries({ queryKey: MY_DISK_KEY }) });
}
