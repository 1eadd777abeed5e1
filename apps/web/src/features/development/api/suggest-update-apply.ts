import type { ApplyState, SuggestUpdateBody } from '@yanxiu/contract/development-apply';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateApplications } from './invalidate';

/** suggestUpdApply: returns an application for changes, saying what to change. Quiet: the decision form says a refusal in place. */
export function suggestUpdateApply(body: SuggestUpdateBody): Promise<ApplyState> {
  return request<ApplyState>(ApiPaths.suggestUpdApply, { body, skipErrorHandler: true });
}

export function useSuggestUpdateApply() {
  const client = useQueryClient();
  // Not awaited: the caller's own onSuccess (a toast) must run before the refetch replaces the form it came from.
  return useMutation({ mutationFn: suggestUpdateApply, onSuccess: () => void invalidateApplications(client) });
}
