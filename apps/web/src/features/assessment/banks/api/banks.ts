import type { ArchiveBankBody, Bank, BankPage, CreateBankBody, UpdateBankBody } from '@yanxiu/contract/assessment-banks';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { BANKS_KEY, bankKeys } from './keys';

export type BanksFilter = { current: number; keyword?: string; archived?: boolean };

/** assessmentBanks: the banks the caller manages or uses, a page at a time. */
export function listBanks({ current, keyword, archived }: BanksFilter, signal?: AbortSignal): Promise<BankPage> {
  return request<BankPage>(ApiPaths.assessmentBanks, {
    query: { current, size: 10, keyword, archived: archived ? 'true' : undefined },
    signal,
  });
}

export function useBanks(filter: BanksFilter) {
  return useQuery({
    queryKey: bankKeys.list(filter),
    queryFn: ({ signal }) => listBanks(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** assessmentBank: one bank with the caller's access to it. */
export function getBank(bankId: number, signal?: AbortSignal): Promise<Bank> {
  return request<Bank>(ApiPaths.assessmentBank, { query: { bankId }, signal });
}

export function useBank(bankId: number, enabled = true) {
  return useQuery({ queryKey: bankKeys.detail(bankId), queryFn: ({ signal }) => getBank(bankId, signal), enabled });
}

/** A change to banks: refreshes every bank read (lists, the bank, its counts). */
function useBankChange<Body>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => request<Bank>(path, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: BANKS_KEY }),
  });
}

/** assessmentCreateBank. */
export const useCreateBank = () => useBankChange<CreateBankBody>(ApiPaths.assessmentCreateBank);
/** assessmentUpdateBank: rename, describe, share down, at the version read. */
export const useUpdateBank = () => useBankChange<UpdateBankBody>(ApiPaths.assessmentUpdateBank);
/** assessmentArchiveBank: archive or bring back, at the version read. */
export const useArchiveBank = () => useBankChange<ArchiveBankBody>(ApiPaths.assessmentArchiveBank);
