import type { ApplyState, DevelopmentApplyBody } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateApplications } from './invalidate';

/** developmentApply: applies for the next phase with a statement and evidence (submitted at once). */
export function developmentApply(body: DevelopmentApplyBody): Promise<ApplyState> {
  return request<ApplyState>(ApiPaths.developmentApply, { body });
}

export function useDevelopmentApply() {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (a toast) must run before the refetch replaces the form it came from.
  return useMutation({ mutationFn: developmentApply, onSuccess: () => void invalidateApplications(client) });
}
