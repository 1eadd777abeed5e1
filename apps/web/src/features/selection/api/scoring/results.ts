import { ApiPaths } from '@yanxiu/contract/paths';
import type {
  FinaliseResultsBody,
  PublishResultsBody,
  ResultCertificatesBody,
  ResultCertificatesResult,
} from '@yanxiu/contract/selection-scoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateScoring } from './keys';

/** selectionPublishResults: the chosen winners go on public notice (公示) until the day given. */
export function publishResults(body: PublishResultsBody): Promise<unknown> {
  return request<unknown>(ApiPaths.selectionPublishResults, { body });
}

/** selectionFinaliseResults: the provisional list becomes final (early, with a reason the audit log keeps). */
export function finaliseResults(body: FinaliseResultsBody): Promise<unknown> {
  return request<unknown>(ApiPaths.selectionFinaliseResults, { body });
}

/** selectionResultCertificates: certificates for the winners of a final list who have none yet. */
export function issueResultCertificates(body: ResultCertificatesBody): Promise<ResultCertificatesResult> {
  return request<ResultCertificatesResult>(ApiPaths.selectionResultCertificates, { body });
}

export function usePublishResults() {
  const client = useQueryClient();
  return useMutation({ mutationFn: publishResults, onSettled: () => void invalidateScoring(client) });
}

export function useFinaliseResults() {
  const client = useQueryClient();
  return useMutation({ mutationFn: finaliseResults, onSettled: () => void invalidateScoring(client) });
}

export function useIssueResultCertificates() {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueResultCertificates, onSettled: () => void invalidateScoring(client) });
}
