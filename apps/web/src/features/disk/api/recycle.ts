import type { DiskBatchResult, DiskRecyclePage } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MY_DISK_KEY } from './keys';

export const RECYCLE_PAGE_SIZE = 10;
export type RecycleFilter = { current: number; cursor?: string };

/** diskRecycleBin: the caller's deleted resources, latest deleted first. */
export function listRecycleBin(filter: RecycleFilter, signal?: AbortSignal): Promise<DiskRecyclePage> {
  return request<DiskRecyclePage>(ApiPaths.diskRecycleBin, { query: { ...filter, size: RECYCLE_PAGE_SIZE }, signal });
}

export function recycleQuery(filter: RecycleFilter) {
  return queryOptions({ queryKey: [...MY_DISK_KEY, 'recycle', filter], queryFn: ({ signal }) => listRecycleBin(filter, signal) });
}

export function useRecycleBin(filter: RecycleFilter, enabled: boolean) {
  return useQuery({ ...recycleQuery(filter), placeholderData: keepPreviousData, enabled });
}

/** diskRestore: back into their folder (the top level when it is gone). */
export function restoreResources(resourceIds: number[]): Promise<DiskBatchResult> {
  return request<DiskBatchResult>(ApiPaths.diskRestore, { method: 'POST', body: { resourceIds } });
}

/** diskPurge: gone for good (the bytes too, once nothing else refers to them). */
export function purgeResources(resourceIds: number[]): Promise<DiskBatchResult> {
  return request<DiskBatchResult>(ApiPaths.diskPurge, { method: 'POST', body: { resourceIds } });
}

export function useRestoreResources() {
  const client = useQueryClient();
  return useMutation({ mutationFn: restoreResources, onSuccess: () => client.invalidateQueries({ queryKey: MY_DISK_KEY }) });
}

export function usePurgeResources() {
  const client = useQueryClient();
  return useMutation({ mutationFn: purgeResources, onSuccess: () => client.invalidateQueries({ queryKey: MY_DISK_KEY }) });
}
