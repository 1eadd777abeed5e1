import type { DecideEnrolmentsBody, DecideEnrolmentsResult } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateManage } from './manage-keys';

/** trainingManageDecideEnrolments: approves or rejects (with a reason) pending enrolments in one batch. */
export function decideEnrolments(body: DecideEnrolmentsBody): Promise<DecideEnrolmentsResult> {
  return request<DecideEnrolmentsResult>(ApiPaths.trainingManageDecideEnrolments, { body });
}

export function useDecideEnrolments() {
  const client = useQueryClient();
  // Seats and counts of programmes move with the decisions, so every staff query is refreshed.
  return useMutation({ mutationFn: decideEnrolments, onSuccess: () => void invalidateManage(client) });
}
