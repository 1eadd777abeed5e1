import { ApiPaths } from '@yanxiu/contract/paths';
import type { AssignExpertsBody } from '@yanxiu/contract/selection-scoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateScoring } from './keys';

/** selectionAssignExperts: sets one group's whole panel (an expert who has scored there stays: 409). */
export function assignExperts(body: AssignExpertsBody): Promise<unknown> {
  return request<unknown>(ApiPaths.selectionAssignExperts, { body });
}

export function useAssignExperts() {
  const client = useQueryClient();
  return useMutation({ mutationFn: assignExperts, onSettled: () => void invalidateScoring(client) });
}
