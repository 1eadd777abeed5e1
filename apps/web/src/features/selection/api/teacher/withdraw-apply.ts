import type { ApplyVersionBody, SelectionApplyState } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateMine } from './keys';

/** withdraw: takes my application back while it waits for the school. */
export function withdrawApply(body: ApplyVersionBody): Promise<SelectionApplyState> {
  return request<SelectionApplyState>(ApiPaths.selectionWithdraw, { body });
}

export function useWithdrawApply() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawApply, onSuccess: () => void invalidateMine(client) });
}
