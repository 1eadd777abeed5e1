import type { ContinueLearning } from '@yanxiu/contract/learning-continue';
import { ContinueLearningPaths } from '@yanxiu/contract/learning-continue-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** learningContinue: where the caller left off in each programme in progress, and what is due soonest. */
export function getContinueLearning(signal?: AbortSignal): Promise<ContinueLearning> {
  return request<ContinueLearning>(ContinueLearningPaths.learningContinue, { signal });
}

export function continueLearningQuery() {
  return queryOptions({
    queryKey: ['learningContinue'],
    queryFn: ({ signal }) => getContinueLearning(signal),
    // The place moves with every heartbeat, so a page opened later reads it again; within a few seconds the home
    // page's two cards (mounted one after the other) share one read.
    staleTime: 5_000,
  });
}

export function useContinueLearning(enabled = true) {
  return useQuery({ ...continueLearningQuery(), enabled });
}
