import type {
  BankFolder,
  BankFolderList,
  CreateBankFolderBody,
  DeleteBankFolderBody,
  MoveBankFolderBody,
  RenameBankFolderBody,
} from '@yanxiu/contract/assessment-banks';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { BANKS_KEY, bankKeys } from './keys';

/** assessmentFolders: a bank's whole folder tree (few folders, one unpaged list; the tree is built from parentId). */
export function listFolders(bankId: number, signal?: AbortSignal): Promise<BankFolderList> {
  return request<BankFolderList>(ApiPaths.assessmentFolders, { query: { bankId }, signal });
}

export function useFolders(bankId: number) {
  return useQuery({ queryKey: bankKeys.folders(bankId), queryFn: ({ signal }) => listFolders(bankId, signal) });
}

/** A change to folders: refreshes the bank's reads (its tree, its counts, the questions listed under a folder). */
function useFolderChange<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<BankFolder | null>(path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BANKS_KEY }),
  });
}

/** assessmentCreateFolder: under `parentId` (null: the bank's top). */
export const useCreateFolder = () => useFolderChange<CreateBankFolderBody>(ApiPaths.assessmentCreateFolder);
/** assessmentRenameFolder. */
export const useRenameFolder = () => useFolderChange<RenameBankFolderBody>(ApiPaths.assessmentRenameFolder);
/** assessmentMoveFolder: under another folder of the bank, or to its top. */
export const useMoveFolder = () => useFolderChange<MoveBankFolderBody>(ApiPaths.assessmentMoveFolder);
/** assessmentDeleteFolder: an empty folder only (the server answers 409 otherwise). */
export const useDeleteFolder = () => useFolderChange<DeleteBankFolderBody>(ApiPaths.assessmentDeleteFolder);
