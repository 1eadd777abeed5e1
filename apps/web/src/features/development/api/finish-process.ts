import type { ApplyState, ApplyIdBody } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateApplications } from './invalidate';

/** finishProcess: closes an approved application; the teacher moves to the phase. */
export function finishProcess(body: ApplyIdBody): Promise<ApplyState> {
  return request<ApplyState>(ApiPaths.finishProcess, { body });
}

export function useFinishProcess() {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (a toast) must run before the refetch replaces the form it came from.
  return useMutation({ mutationFn: finishProcess, onSuccess: () => void invalidateApplications(client) });
}
