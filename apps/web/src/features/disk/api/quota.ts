import type { DiskQuota } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MY_DISK_KEY } from './keys';

/** diskQuota: the caller's quota bar (their own and their school's), the file limit and the bin's days. */
export function getQuota(signal?: AbortSignal): Promise<DiskQuota> {
  return request<DiskQuota>(ApiPaths.diskQuota, { signal });
}

export const quotaQuery = queryOptions({ queryKey: [...MY_DISK_KEY, 'quota'], queryFn: ({ signal }) => getQuota(signal) });

export function useQuota() {
  return useQuery(quotaQuery);
}
