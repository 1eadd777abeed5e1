import type { ActivitySummary, SaveSummaryBody } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateActivity, researchKeys } from './keys';

/** POST researchSaveSummary: writes the organiser's report; with `close`, also closes the activity (final). */
export function saveSummary(body: SaveSummaryBody): Promise<ActivitySummary> {
  return request<ActivitySummary>(ApiPaths.researchSaveSummary, { body });
}

export function useSaveSummary(activityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSummary,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: researchKeys.summary(activityId) }), invalidateActivity(client, activityId)]),
  });
}
