import type { HandIn, HandInBody } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateActivity, researchKeys } from './keys';

/** POST researchHandIn: hands the task in (again replaces it); may complete the activity ("task"). */
export function handIn(body: HandInBody): Promise<HandIn> {
  return request<HandIn>(ApiPaths.researchHandIn, { body });
}

export function useHandIn(stageId: number, activityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: handIn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: researchKeys.myHandIn(stageId) }),
        client.invalidateQueries({ queryKey: ['research', 'handIns', stageId] }),
        invalidateActivity(client, activityId),
      ]),
  });
}
