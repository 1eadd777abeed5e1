import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateActivity } from './keys';

/** POST researchSignUp: joins the activity (refused when the last seat has gone). */
export function signUp(activityId: number): Promise<unknown> {
  return request<unknown>(ApiPaths.researchSignUp, { body: { activityId } });
}

/** POST researchCancelSignUp: leaves it again before it starts. */
export function cancelSignUp(activityId: number): Promise<unknown> {
  return request<unknown>(ApiPaths.researchCancelSignUp, { body: { activityId } });
}

export function useSignUp(activityId: number) {
  const client = useQueryClient();
  // Settled, not succeeded: a refusal (full) also means the seats shown are out of date.
  return useMutation({ mutationFn: () => signUp(activityId), onSettled: () => invalidateActivity(client, activityId) });
}

export function useCancelSignUp(activityId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => cancelSignUp(activityId), onSettled: () => invalidateActivity(client, activityId) });
}
