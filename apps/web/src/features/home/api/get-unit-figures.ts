import { ApiPaths } from '@yanxiu/contract/paths';
import type { StaffPortrait } from '@yanxiu/contract/portrait';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

/**
 * The staff member's unit at a glance this year: the staff portrait's summary (its one-row first page; the rows are
 * the portrait page's business). School admins get their school, district staff the district.
 */
export function useUnitFigures(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'unitFigures'],
    queryFn: ({ signal }) => request<StaffPortrait>(ApiPaths.portraitManage, { query: { current: 1, size: 1 }, signal }),
    select: (portrait) => ({ year: portrait.year, requiredHours: portrait.requiredHours, ...portrait.summary }),
    enabled,
  });
}
