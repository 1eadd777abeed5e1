import type { CheckedIn, CheckInBody } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { invalidateActivity } from './keys';

/** POST researchCheckIn: records the caller present with the code they scanned; may complete the activity. */
export function checkIn(body: CheckInBody): Promise<CheckedIn> {
  // Quiet: the check-in page says in place why a code was refused (stale, forged, not a participant).
  return request<CheckedIn>(ApiPaths.researchCheckIn, { body, skipErrorHandler: true });
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: checkIn, onSuccess: (_data, body) => invalidateActivity(client, body.activityId) });
}
