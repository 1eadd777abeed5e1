import type { CheckInCode } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { refreshDelay } from '../model/check-in-link';
import { researchKeys } from './keys';

/** GET researchCheckInCode: the code of the current 30-second window, for the organiser's screen. */
export function getCheckInCode(activityId: number, signal?: AbortSignal): Promise<CheckInCode> {
  return request<CheckInCode>(ApiPaths.researchCheckInCode, { query: { activityId }, signal });
}

/** The code on screen, asked for again when its window ends (and not in between: a code is good for a whole window). */
export function useCheckInCode(activityId: number, enabled: boolean) {
  return useQuery({
    queryKey: researchKeys.checkInCode(activityId),
    queryFn: ({ signal }) => getCheckInCode(activityId, signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data ? refreshDelay(query.state.data.expiresAt, Date.now()) : false),
    refetchIntervalInBackground: true,
  });
}
