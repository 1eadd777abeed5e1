import type { ApplyState, ApplyIdBody } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateApplications } from './invalidate';

/** cancelChangeProcessApply: withdraws an open application (cancelChangeProcessApply). */
export function cancelApply(body: ApplyIdBody): Promise<ApplyState> {
  return request<ApplyState>(ApiPaths.cancelChangeProcessApply, { body });
}

export function useCancelApply() {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (a toast) must run before the refetch replaces the form it came from.
  return useMutation({ mutationFn: cancelApply, onSuccess: () => void invalidateApplications(client) });
}
