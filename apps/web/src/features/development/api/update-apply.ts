import type { ApplyState, UpdateApplyBody } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateApplications } from './invalidate';

/** updateApply: resubmits a returned application with a new statement and evidence (a new round). */
export function updateApply(body: UpdateApplyBody): Promise<ApplyState> {
  return request<ApplyState>(ApiPaths.updateApply, { body });
}

export function useUpdateApply() {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (a toast) must run before the refetch replaces the form it came from.
  return useMutation({ mutationFn: updateApply, onSuccess: () => void invalidateApplications(client) });
}
