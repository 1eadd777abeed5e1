import type {
  CopyDiskResourceToFileBody,
  DeleteDiskItemsBody,
  DiskBatchResult,
  DiskResourceDetail,
  DiskResourcesPage,
  DiskResourcesQuery,
  MoveDiskItemsBody,
  UpdateDiskResourceBody,
} from '@yanxiu/contract/disk';
import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { DISK_KEY, MY_DISK_KEY } from './keys';

export const RESOURCE_PAGE_SIZE = 10;
/** The list's filter as the page keeps it; `cursor` is the previous page's nextCursor when known. */
export type ResourceFilter = Omit<Partial<DiskResourcesQuery>, 'appId' | 'size'> & { current: number };

/** diskResources: one folder's resources (or the whole disk while searching), filtered, sorted, keyset paged. */
export function listResources(filter: ResourceFilter, signal?: AbortSignal): Promise<DiskResourcesPage> {
  return request<DiskResourcesPage>(ApiPaths.diskResources, {
    query: { ...filter, size: RESOURCE_PAGE_SIZE, keyword: filter.keyword || undefined },
    signal,
  });
}

export function resourcesQuery(filter: ResourceFilter) {
  return queryOptions({ queryKey: [...MY_DISK_KEY, 'resources', filter], queryFn: ({ signal }) => listResources(filter, signal) });
}

export function useResources(filter: ResourceFilter) {
  return useQuery({ ...resourcesQuery(filter), placeholderData: keepPreviousData });
}

/** diskResource: one resource, the caller's or (with `issueId`) one issued to them; with signed file addresses. */
export function getResource(id: number, issueId: number | undefined, signal?: AbortSignal): Promise<DiskResourceDetail> {
  return request<DiskResourceDetail>(ApiPaths.diskResource, { query: { id, issueId }, signal, skipErrorHandler: true });
}

/** How often the detail asks again while an Office document is being converted to PDF. */
export const CONVERSION_POLL_MS = 2_000;

export function resourceQuery(id: number, issueId?: number) {
  return queryOptions({
    queryKey: [...DISK_KEY, 'resource', id, issueId ?? null],
    queryFn: ({ signal }) => getResource(id, issueId, signal),
    // The signed addresses last minutes; a preview left open longer reloads them with the page's data.
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.preview.status === 'converting' ? CONVERSION_POLL_MS : false),
  });
}

export function useResource(id: number, issueId?: number) {
  return useQuery({ ...resourceQuery(id, issueId), enabled: Number.isInteger(id) && id > 0 });
}

/** diskUpdateResource: the resource's fields, at the version read (409 when someone saved in between). */
export function updateResource(body: UpdateDiskResourceBody): Promise<{ id: number; version: number }> {
  return request(ApiPaths.diskUpdateResource, { method: 'POST', body });
}

/** diskMove: resources and folders into a folder (null: the top level). */
export function moveItems(body: MoveDiskItemsBody): Promise<DiskBatchResult> {
  return request<DiskBatchResult>(ApiPaths.diskMove, { method: 'POST', body });
}

/** diskDelete: resources and folders into the recycle bin, all or nothing. */
export function deleteItems(body: DeleteDiskItemsBody): Promise<DiskBatchResult> {
  return request<DiskBatchResult>(ApiPaths.diskDelete, { method: 'POST', body });
}

/**
 * diskCopyResourceToFile: a stored file of the caller (a document) with its own copy of the resource's bytes, to hand
 * in elsewhere (an assignment names it by id). Its refusals (too large, a type documents do not take) are shown as
 * the server words them.
 */
export function copyResourceToFile(body: CopyDiskResourceToFileBody): Promise<StoredFileInfo> {
  return request<StoredFileInfo>(ApiPaths.diskCopyResourceToFile, { method: 'POST', body });
}

export const useCopyResourceToFile = () => useMutation({ mutationFn: copyResourceToFile });

function useDiskMutation<A, R>(mutationFn: (body: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: DISK_KEY }) });
}

export const useUpdateResource = () => useDiskMutation(updateResource);
export const useMoveItems = () => useDiskMutation(moveItems);
export const useDeleteItems = () => useDiskMutation(deleteItems);
