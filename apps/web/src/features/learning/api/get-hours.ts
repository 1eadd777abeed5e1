import type { HoursBreakdown } from '@yanxiu/contract/learning-hours';
import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import type { HoursParams } from '../model/url-filters';
import { HOURS_KEY } from './keys';

/** learningHours: a teacher's breakdown for a year (the caller's own unless staff name a teacher they manage). */
export function getHours(params: HoursParams, signal?: AbortSignal): Promise<HoursBreakdown> {
  return request<HoursBreakdown>(FirstReadPaths.learningHours, { query: { year: params.year, userId: params.userId }, signal });
}

export function hoursQuery(params: HoursParams) {
  return queryOptions({ queryKey: [...HOURS_KEY, 'breakdown', params], queryFn: ({ signal }) => getHours(params, signal) });
}

export function useHours(params: HoursParams) {
  // The previous year stays on screen while the next one loads.
  return useQuery({ ...hoursQuery(params), placeholderData: keepPreviousData });
}
