import type {
  DecideBody,
  MarkExcellentBody,
  QueuedSubmission,
  SubmissionQueueFilter,
  TutorSubmission,
} from '@yanxiu/contract/assessment-assignments';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { ASSIGNMENTS_KEY, invalidateAssignments, type Page } from './keys';

/** The submissions list's filter, as the page keeps it in its address. */
export type SubmissionFilter = { assignmentId: number; filter: SubmissionQueueFilter; schoolId?: number; current: number };

/** manage/assignments/submissions: one row per teacher at their latest round, oldest submission first. */
export function useSubmissions(filter: SubmissionFilter | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, 'submissions', filter],
    queryFn: () =>
      request<Page<QueuedSubmission>>(ApiPaths.assessmentSubmissionQueue, {
        query: {
          assignmentId: filter!.assignmentId,
          filter: filter!.filter,
          ...(filter!.schoolId ? { schoolId: filter!.schoolId } : {}),
          current: filter!.current,
          size: 10,
        },
        skipErrorHandler: true,
      }),
    enabled: filter !== null,
  });
}

/** The oldest submission of an assignment still waiting for a decision, or null when none waits. */
export async function nextWaiting(assignmentId: number): Promise<QueuedSubmission | null> {
  const page = await request<Page<QueuedSubmission>>(ApiPaths.assessmentSubmissionQueue, {
    query: { assignmentId, filter: 'waiting', current: 1, size: 1 },
    skipErrorHandler: true,
  });
  return page.records[0] ?? null;
}

/** manage/assignments/submission: one teacher's submission, every round and the peer reviews with their writers. */
export function useTutorSubmission(submissionId: number | null) {
  return useQuery({
    queryKey: [...ASSIGNMENTS_KEY, 'submission', submissionId],
    queryFn: () =>
      request<TutorSubmission>(ApiPaths.assessmentTutorSubmission, { query: { submissionId: submissionId! }, skipErrorHandler: true }),
    enabled: submissionId !== null,
  });
}

/** manage/assignments/decide: grade the submitted round or return it for resubmission. */
export function useDecide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideBody) => request<TutorSubmission>(ApiPaths.assessmentDecideSubmission, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateAssignments(client, 'submission', 'submissions', 'manage'),
  });
}

/** manage/assignments/excellent: marks a graded submission excellent, or takes the mark back. */
export function useMarkExcellent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkExcellentBody) => request<TutorSubmission>(ApiPaths.assessmentMarkExcellent, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateAssignments(client, 'submission', 'submissions'),
  });
}
