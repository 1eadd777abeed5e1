import { ApiPaths } from '@yanxiu/contract/paths';
import type { ScoringDetail } from '@yanxiu/contract/selection-scoring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { retryUnlessRefused, SCORING_KEY } from './keys';

/** selectionScoringDetail (spec: selection-detail/detail): one application the caller scores, with their sheet once submitted. */
export function getScoringDetail(applyId: number, signal?: AbortSignal): Promise<ScoringDetail> {
  // Quiet: the page explains a refusal (another school's expert, not on the panel) itself.
  return request<ScoringDetail>(ApiPaths.selectionScoringDetail, { query: { applyId }, signal, skipErrorHandler: true });
}

export function scoringDetailQuery(applyId: number) {
  return queryOptions({
    queryKey: [...SCORING_KEY, 'detail', applyId],
    queryFn: ({ signal }) => getScoringDetail(applyId, signal),
    retry: retryUnlessRefused,
  });
}

/** The application while `applyId` is a valid id. */
export function useScoringDetail(applyId: number | undefined) {
  return useQuery({ ...scoringDetailQuery(applyId ?? 0), enabled: applyId !== undefined });
}
