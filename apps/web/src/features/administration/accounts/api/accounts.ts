import type { AccountListQuery, ManagedAccount } from '@yanxiu/contract/administration-accounts';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { RoleCode } from '@yanxiu/contract/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export const ACCOUNTS_KEY = ['administration', 'accounts'] as const;
export const ACCOUNTS_PAGE_SIZE = 10;

export type AccountsFilter = Pick<AccountListQuery, 'current' | 'unitId' | 'keyword' | 'status'>;
type Page = { records: ManagedAccount[]; total: number; totalIsLowerBound: boolean; current: number; size: number };

/** A page of the accounts in the caller's units; the previous page stays on screen while the next one loads. */
export function useManagedAccounts(filter: AccountsFilter) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      request<Page>(ApiPaths.administrationAccounts, {
        query: { ...filter, keyword: filter.keyword || undefined, size: ACCOUNTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The roles the caller may give at a unit (none until a unit is chosen). */
export function useGrantableRoles(unitId: string | undefined) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'grantable', unitId],
    queryFn: ({ signal }) =>
      request<{ roles: RoleCode[] }>(ApiPaths.administrationGrantableRoles, { query: { unitId }, signal }).then((data) => data.roles),
    enabled: unitId !== undefined,
  });
}

export type Teaching = { sectionCode: string | null; subjectCode: string | null; titleCode: string | null; phaseCode: string | null };
export type AccountFields = { name: string; gender: '1' | '2' | null; phone: string | null; roles: RoleCode[]; teaching: Teaching | null };

export type AccountChange =
  | { kind: 'create'; body: AccountFields & { username: string; orgUnitId: string } }
  | { kind: 'update'; body: AccountFields & { id: string; version: number } }
  | { kind: 'disable' | 'enable' | 'resetPassword'; body: { id: string; version: number } }
  | { kind: 'unlock'; body: { id: string } }
  | { kind: 'move'; body: { id: string; version: number; orgUnitId: string } };

const PATHS = {
  create: ApiPaths.administrationAccountCreate,
  update: ApiPaths.administrationAccountUpdate,
  disable: ApiPaths.administrationAccountDisable,
  enable: ApiPaths.administrationAccountEnable,
  resetPassword: ApiPaths.administrationAccountResetPassword,
  unlock: ApiPaths.administrationAccountUnlock,
  move: ApiPaths.administrationAccountMove,
} as const;

/** What a change answers: the account, and for a new account or a reset the one-time password to hand over. */
export type AccountChangeResult = { account: ManagedAccount; temporaryPassword?: string };

/** One change of an account; the list is read again afterwards, whether it worked or someone changed it first (409). */
export function useAccountChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: AccountChange): Promise<AccountChangeResult> => {
      const answer = await request<ManagedAccount | { account: ManagedAccount; temporaryPassword: string }>(PATHS[change.kind], {
        method: 'POST',
        body: change.body,
      });
      return 'temporaryPassword' in answer ? answer : { account: answer };
    },
    onSettled: () => client.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
