import type { TrainingHome } from '@yanxiu/contract/training';
import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/** GET trainingHome: recommended programmes, programmes in progress and counts for the home page. */
export function getTrainingHome(signal?: AbortSignal): Promise<TrainingHome> {
  // Quiet: the home page's training card shows its own failure rather than a toast over the whole page.
  return request<TrainingHome>(FirstReadPaths.trainingHome, { signal, skipErrorHandler: true });
}

export const trainingHomeQuery = queryOptions({ queryKey: ['training', 'home'], queryFn: ({ signal }) => getTrainingHome(signal) });

export function useTrainingHome(enabled: boolean) {
  return useQuery({ ...trainingHomeQuery, enabled });
}
