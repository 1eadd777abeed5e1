import type {
  LessonQuestion,
  LessonQuestionList,
  PresenceReportPage,
  PresenceSettings,
  SaveLessonQuestionBody,
} from '@yanxiu/contract/learning-presence';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import { request } from '@/shared/request/request';
import type { PresenceReportParams } from '../model/presence-filters';
import { HOURS_KEY } from './keys';

// Presence checks, staff side: the tenant's setting, the author's questions of a lesson, the report and its export.

const PRESENCE_KEY = [...HOURS_KEY, 'presence'] as const;
export const PRESENCE_REPORT_PAGE_SIZE = 20;

/** learningManagePresenceSettings: off (everyMinutes null) or on average every N minutes, and the answer window. */
export function presenceSettingsQuery() {
  return queryOptions({
    queryKey: [...PRESENCE_KEY, 'settings'],
    queryFn: ({ signal }) => request<PresenceSettings>(ApiPaths.learningManagePresenceSettings, { signal }),
  });
}

export function usePresenceSettings() {
  return useQuery(presenceSettingsQuery());
}

/** learningManageSavePresenceSettings (district admins). */
export function useSavePresenceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PresenceSettings) => request<PresenceSettings>(ApiPaths.learningManageSavePresenceSettings, { body }),
    onSuccess: (saved) => client.setQueryData(presenceSettingsQuery().queryKey, saved),
  });
}

/** learningManageLessonQuestions: a lesson's questions with their right choices and results. */
export function lessonQuestionsQuery(unitId: number) {
  return queryOptions({
    queryKey: [...PRESENCE_KEY, 'questions', unitId],
    queryFn: ({ signal }) => request<LessonQuestionList>(ApiPaths.learningManageLessonQuestions, { query: { unitId }, signal }),
  });
}

export function useLessonQuestions(unitId: number) {
  return useQuery(lessonQuestionsQuery(unitId));
}

/** learningManageSaveLessonQuestion (new without `id`) and learningManageDeleteLessonQuestion; both refresh the list. */
export function useLessonQuestionWrites(unitId: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: lessonQuestionsQuery(unitId).queryKey });
  const save = useMutation({
    mutationFn: (body: SaveLessonQuestionBody) => request<LessonQuestion>(ApiPaths.learningManageSaveLessonQuestion, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => request<{ id: number }>(ApiPaths.learningManageDeleteLessonQuestion, { body: { id } }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** The report's filters as the API takes them (the export takes the same, without paging). */
export function presenceReportQuery(params: PresenceReportParams) {
  return { unitId: params.unitId, schoolId: params.schoolId, keyword: params.keyword, from: params.from, to: params.to };
}

/** learningManagePresenceReport: checks issued, passed and missed per lesson and teacher in the caller's reach. */
export function usePresenceReport(params: PresenceReportParams) {
  return useQuery({
    queryKey: [...PRESENCE_KEY, 'report', params],
    queryFn: ({ signal }) =>
      request<PresenceReportPage>(ApiPaths.learningManagePresenceReport, {
        query: { ...presenceReportQuery(params), current: params.current, size: PRESENCE_REPORT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** learningManagePresenceReportExport: the report with the same filters (every page) as an Excel workbook. */
export function exportPresenceReport(params: PresenceReportParams): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.learningManagePresenceReportExport, { query: presenceReportQuery(params) });
}
