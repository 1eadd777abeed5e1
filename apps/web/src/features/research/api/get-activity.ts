import type { ActivityDetail } from '@yanxiu/contract/research';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

/** GET researchActivity: the activity page (stages, participants, my progress, what I may do). */
export function getActivity(id: number, signal?: AbortSignal): Promise<ActivityDetail> {
  // Quiet: the page shows a refusal (not found, not open to me) in place.
  return request<ActivityDetail>(fillPath(ApiPaths.researchActivity, { id: String(id) }), { signal, skipErrorHandler: true });
}

export function activityQuery(id: number) {
  return queryOptions({ queryKey: researchKeys.activity(id), queryFn: ({ signal }) => getActivity(id, signal), retry: false });
}

export function useActivity(id: number | null) {
  return useQuery({ ...activityQuery(id ?? 0), enabled: id !== null && id > 0 });
}
