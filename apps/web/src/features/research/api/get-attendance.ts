import type { AttendancePage } from '@yanxiu/contract/research-interaction';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/shared/config/constants';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchAttendance: the organiser's list of participants, present first, paged. */
export function getAttendance(activityId: number, current: number, signal?: AbortSignal): Promise<AttendancePage> {
  return request<AttendancePage>(ApiPaths.researchAttendance, { query: { activityId, current, size: PAGE_SIZE }, signal });
}

/** Refreshed every few seconds while shown, so the organiser sees people check in by the code on screen. */
export function useAttendance(activityId: number, current: number, live: boolean) {
  return useQuery({
    queryKey: researchKeys.attendance(activityId, current),
    queryFn: ({ signal }) => getAttendance(activityId, current, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? 5_000 : false,
  });
}
