import { FirstReadPaths } from '@yanxiu/contract/first-read-paths';
import type { StaffPortrait } from '@yanxiu/contract/portrait';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/**
 * The staff member's unit at a glance this year: the staff portrait's summary (its one-row first page; the rows are
 * the portrait page's business). School admins get their school, district staff the district.
 */
export const unitFiguresQuery = queryOptions({
  queryKey: ['home', 'unitFigures'],
  queryFn: ({ signal }) => request<StaffPortrait>(FirstReadPaths.portraitManage, { query: { current: 1, size: 1 }, signal }),
});

export function useUnitFigures(enabled: boolean) {
  return useQuery({
    ...unitFiguresQuery,
    select: (portrait) => ({ year: portrait.year, requiredHours: portrait.requiredHours, ...portrait.summary }),
    enabled,
  });
}
