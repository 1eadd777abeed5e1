import type { GradebookPage, GradebookSchools, GradebookState, MyResults } from '@yanxiu/contract/assessment-gradebook';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import { request } from '@/shared/request/request';

/** The first part of every query key of the grade book and a teacher's results. */
export const GRADEBOOK_KEY = ['assessmentGradebook'] as const;

/** The book's filters as the page holds them. */
export type GradebookFilter = { programmeId: number; schoolId?: number; keyword?: string; state?: GradebookState };

const queryOf = (filter: GradebookFilter) => ({
  programmeId: filter.programmeId,
  ...(filter.schoolId ? { schoolId: filter.schoolId } : {}),
  ...(filter.keyword ? { keyword: filter.keyword } : {}),
  ...(filter.state ? { state: filter.state } : {}),
});

/** manage/gradebook/page: one page of a programme's book (the previous page stays on screen while the next loads). */
export function useGradebook(filter: GradebookFilter | null, current: number) {
  return useQuery({
    queryKey: [...GRADEBOOK_KEY, 'page', filter, current],
    queryFn: () =>
      request<GradebookPage>(ApiPaths.assessmentGradebook, { query: { ...queryOf(filter!), current, size: 10 }, skipErrorHandler: true }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}

/** manage/gradebook/schools: the schools of the programme's teachers, for the school filter. */
export function useGradebookSchools(programmeId: number | null) {
  return useQuery({
    queryKey: [...GRADEBOOK_KEY, 'schools', programmeId],
    queryFn: () =>
      request<GradebookSchools>(ApiPaths.assessmentGradebookSchools, { query: { programmeId: programmeId! }, skipErrorHandler: true }),
    enabled: programmeId !== null,
  });
}

/** manage/gradebook/export: the whole filtered book as an Excel workbook, with the server's file name. */
export function exportGradebook(filter: GradebookFilter): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.assessmentGradebookExport, { query: queryOf(filter) });
}

/** results/mine: the caller's own results, in one programme or in their most recent ones. */
export function useMyResults(programmeId?: number) {
  return useQuery({
    queryKey: [...GRADEBOOK_KEY, 'mine', programmeId ?? null],
    queryFn: () => request<MyResults>(ApiPaths.assessmentMyResults, { query: programmeId ? { programmeId } : {}, skipErrorHandler: true }),
  });
}
