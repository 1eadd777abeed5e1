import type { CreateDiskFolderBody, DiskFolder, DiskFolderList, RenameDiskFolderBody } from '@yanxiu/contract/disk';
import { ApiPaths } from '@yanxiu/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { MY_DISK_KEY } from './keys';

/** diskFolders: every live folder of the caller (few, so one unpaged list; the tree is built from parentId). */
export function listFolders(signal?: AbortSignal): Promise<DiskFolderList> {
  return request<DiskFolderList>(ApiPaths.diskFolders, { signal });
}

export const foldersQuery = queryOptions({ queryKey: [...MY_DISK_KEY, 'folders'], queryFn: ({ signal }) => listFolders(signal) });

export function useFolders() {
  return useQuery(foldersQuery);
}

/** diskCreateFolder: a new folder under `parentId` (null: the top level). */
export function createFolder(body: CreateDiskFolderBody): Promise<DiskFolder> {
  return request<DiskFolder>(ApiPaths.diskCreateFolder, { method: 'POST', body });
}

/** diskRenameFolder. */
export function renameFolder(body: RenameDiskFolderBody): Promise<DiskFolder> {
  return request<DiskFolder>(ApiPaths.diskRenameFolder, { method: 'POST', body });
}

export function useCreateFolder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => client.invalidateQueries({ queryKey: MY_DISK_KEY }) });
}

export function useRenameFolder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: renameFolder, onSuccess: () => client.invalidateQueries({ queryKey: MY_DISK_KEY }) });
}
