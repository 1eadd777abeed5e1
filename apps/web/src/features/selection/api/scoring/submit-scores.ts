import { ApiPaths } from '@yanxiu/contract/paths';
import type { SubmitScoresBody, SubmitScoresResult } from '@yanxiu/contract/selection-scoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateScoring } from './keys';

/** selectionScoringSubmit (spec: selection-detail/submit): the caller's scores and comments, once and for all. */
export function submitScores(body: SubmitScoresBody): Promise<SubmitScoresResult> {
  return request<SubmitScoresResult>(ApiPaths.selectionScoringSubmit, { body });
}

export function useSubmitScores() {
  const client = useQueryClient();
  // Refreshed whatever the outcome: a 409 means the sheet was submitted elsewhere, which the page then shows.
  return useMutation({ mutationFn: submitScores, onSettled: () => void invalidateScoring(client) });
}
