import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateHours } from './keys';

/** learningWithdrawDeclaration: takes back a declaration still awaiting review. */
export function withdrawDeclaration(id: number): Promise<unknown> {
  return request<unknown>(ApiPaths.learningWithdrawDeclaration, { body: { id } });
}

export function useWithdrawDeclaration() {
  const client = useQueryClient();
  // Refreshed on failure too: a refusal usually means it was decided meanwhile.
  return useMutation({ mutationFn: withdrawDeclaration, onSettled: () => void invalidateHours(client) });
}
