import type { ApplyState, AuditApplyBody } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateApplications } from './invalidate';

/** auditApply: approves (to the next step or final) or rejects with a reason. Quiet: the decision form says a refusal in place. */
export function auditApply(body: AuditApplyBody): Promise<ApplyState> {
  return request<ApplyState>(ApiPaths.auditApply, { body, skipErrorHandler: true });
}

export function useAuditApply() {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (a toast) must run before the refetch replaces the form it came from.
  return useMutation({ mutationFn: auditApply, onSuccess: () => void invalidateApplications(client) });
}
