import type { ExamAttemptRow, GradeAnswerBody, GradedAnswer, GradingItem, GradingQueueRow } from '@yanxiu/contract/assessment-exams';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { EXAMS_KEY, invalidateExams, type Page } from './keys';

/** manage/exams/attempts: an exam's attempts, newest first. */
export function useExamAttempts(examId: number | null, current: number, status?: string) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'attempts', examId, current, status],
    queryFn: () =>
      request<Page<ExamAttemptRow>>(ApiPaths.assessmentManageExamAttempts, {
        query: { examId: examId!, current, size: 10, ...(status ? { status } : {}) },
        skipErrorHandler: true,
      }),
    enabled: examId !== null,
  });
}

/** manage/grading/queue: short answers waiting for a grader, oldest first. */
export function useGradingQueue(current: number, examId: number | undefined, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...EXAMS_KEY, 'grading', 'queue', current, examId],
    queryFn: () =>
      request<Page<GradingQueueRow>>(ApiPaths.assessmentGradingQueue, {
        query: { current, size: 10, ...(examId ? { examId } : {}) },
        skipErrorHandler: true,
      }),
  });
}

/** manage/grading/detail: one short answer with its question and reference answer. */
export function useGradingItem(attemptId: number | null, position: number | null) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'grading', 'item', attemptId, position],
    queryFn: () =>
      request<GradingItem>(ApiPaths.assessmentGradingItem, {
        query: { attemptId: attemptId!, position: position! },
        skipErrorHandler: true,
      }),
    enabled: attemptId !== null && position !== null,
  });
}

/** manage/grading/grade: points and feedback for one short answer; answers the next one waiting. */
export function useGradeAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GradeAnswerBody) => request<GradedAnswer>(ApiPaths.assessmentGradeAnswer, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateExams(client, 'grading', 'attempts'),
  });
}
