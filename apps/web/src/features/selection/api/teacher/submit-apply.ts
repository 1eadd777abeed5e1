import type { ApplyVersionBody, SelectionApplyState } from '@yanxiu/contract/selection';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateMine } from './keys';

/** submitApply: submits my application for review (a returned one is resubmitted). */
export function submitApply(body: ApplyVersionBody): Promise<SelectionApplyState> {
  return request<SelectionApplyState>(ApiPaths.submitApply, { body });
}

export function useSubmitApply() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitApply, onSuccess: () => void invalidateMine(client) });
}
