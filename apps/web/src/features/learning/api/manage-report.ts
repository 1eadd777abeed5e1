import type { ReportPage } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import type { ReportCursors } from '../model/report-cursors';
import type { ReportParams } from '../model/url-filters';
import { HOURS_KEY } from './keys';

export const REPORT_PAGE_SIZE = 20;

/** The report's query as the API takes it (the export takes the same, without paging). */
export function reportQuery(params: ReportParams) {
  return { year: params.year, schoolId: params.schoolId, onlyUnmet: params.onlyUnmet ? 'true' : 'false', keyword: params.keyword };
}

/**
 * learningManageReport: teachers in the caller's scope against the year's requirement, the unmet ones by default;
 * with the page before's `nextCursor`, read on from where that page ended.
 */
export function getReport(params: ReportParams, cursor: string | undefined, signal?: AbortSignal): Promise<ReportPage> {
  return request<ReportPage>(ApiPaths.learningManageReport, {
    query: { ...reportQuery(params), current: params.current, size: REPORT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

export function reportPageQuery(params: ReportParams, cursors: ReportCursors) {
  const cursor = cursors.cursorFor(params);
  return queryOptions({
    queryKey: [...HOURS_KEY, 'report', params, cursor ?? null],
    queryFn: async ({ signal }) => {
      const page = await getReport(params, cursor, signal);
      cursors.remember(params, page);
      return page;
    },
  });
}

export function useReport(params: ReportParams, cursors: ReportCursors, enabled = true) {
  return useQuery({ ...reportPageQuery(params, cursors), enabled, placeholderData: keepPreviousData });
}
