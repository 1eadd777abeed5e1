import type { StaffPortrait, TeacherPortrait } from '@yanxiu/contract/portrait';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import { request } from '@/shared/request/request';
import type { PortraitParams, StaffParams } from '../model/params';

export const STAFF_PAGE_SIZE = 20;
const KEY = ['portrait'] as const;

const portraitQuery = (params: PortraitParams) => ({ userId: params.userId, year: params.year });
const staffQuery = (params: StaffParams) => ({
  year: params.year,
  schoolId: params.schoolId,
  sectionCode: params.sectionCode,
  subjectCode: params.subjectCode,
  onlyBehind: params.onlyBehind ? 'true' : 'false',
});

/** portraitTeacher: the caller's portrait, or (staff) that of a teacher under them. */
export function useTeacherPortrait(params: PortraitParams) {
  return useQuery({
    queryKey: [...KEY, 'teacher', params],
    queryFn: ({ signal }) => request<TeacherPortrait>(ApiPaths.portraitTeacher, { query: portraitQuery(params), signal }),
  });
}

/** portraitTeacherPdf: the same portrait as a PDF. */
export function exportPortraitPdf(params: PortraitParams) {
  return downloadNamedFile(ApiPaths.portraitTeacherPdf, { query: portraitQuery(params) });
}

/** portraitManage: the distribution of the caller's school or district, a page of its teachers. */
export function useStaffPortrait(params: StaffParams, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'staff', params],
    queryFn: ({ signal }) =>
      request<StaffPortrait>(ApiPaths.portraitManage, {
        query: { ...staffQuery(params), current: params.current, size: STAFF_PAGE_SIZE },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** portraitManageExport: every teacher of the same filters as an Excel workbook. */
export function exportStaffPortrait(params: StaffParams) {
  return downloadNamedFile(ApiPaths.portraitManageExport, { query: staffQuery(params) });
}
