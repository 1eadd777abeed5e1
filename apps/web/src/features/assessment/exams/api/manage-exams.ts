import type { ManagedExam, PaperPreview, SaveExamBody } from '@yanxiu/contract/assessment-exams';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { EXAMS_KEY, invalidateExams, type Page } from './keys';

export type ManagedExamsFilter = { current: number; size?: number; programmeId?: number; status?: 'draft' | 'published'; keyword?: string };

/** manage/exams/list: the exams the caller manages, newest first. */
export function useManagedExams(filter: ManagedExamsFilter | null) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'manage', 'list', filter],
    queryFn: () =>
      request<Page<ManagedExam>>(ApiPaths.assessmentManageExams, {
        query: { size: 10, ...filter } as Record<string, string | number>,
        skipErrorHandler: true,
      }),
    enabled: filter !== null,
  });
}

/** manage/exams/detail: one exam for editing (quiet: the page says why it failed). */
export function useManagedExam(examId: number | null) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'manage', 'exam', examId],
    queryFn: () => request<ManagedExam>(ApiPaths.assessmentManageExam, { query: { examId: examId! }, skipErrorHandler: true }),
    enabled: examId !== null,
  });
}

/** manage/exams/save: creates a draft (no examId) or rewrites the exam at the version read. Quiet: the editor says why. */
export function useSaveExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveExamBody) => request<ManagedExam>(ApiPaths.assessmentManageSaveExam, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateExams(client, 'manage'),
  });
}

/** manage/exams/publish: opens the exam to its teachers, at the version read. */
export function usePublishExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { examId: number; version: number }) =>
      request<ManagedExam>(ApiPaths.assessmentManagePublishExam, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateExams(client, 'manage'),
  });
}

/** manage/exams/preview: a paper drawn by the saved exam's rules (another seed, another paper). */
export function usePreviewPaper() {
  return useMutation({
    mutationFn: (body: { examId: number; seed?: number }) =>
      request<PaperPreview>(ApiPaths.assessmentManagePreviewPaper, { body, skipErrorHandler: true }),
  });
}
