import type { AnswerBody, AttemptResult, AttemptView, SavedAnswer } from '@yanxiu/contract/assessment-exams';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { EXAMS_KEY, invalidateExams } from './keys';

/** exams/start: starts an attempt, or answers the open one (quiet: the page says why it was refused). */
function startAttempt(examId: number): Promise<AttemptView> {
  return request<AttemptView>(ApiPaths.assessmentStartAttempt, { body: { examId }, skipErrorHandler: true });
}

export function useStartAttempt() {
  const client = useQueryClient();
  return useMutation({ mutationFn: startAttempt, onSuccess: () => void invalidateExams(client, 'exam') });
}

/** How often a page whose time ran out asks whether the server has closed the attempt (its clock may be a little behind). */
const CLOSING_POLL_MS = 2_000;

/** attempts/detail: the attempt with its paper and saved answers, the deadline and the server's time. */
function getAttempt(attemptId: number): Promise<AttemptView> {
  return request<AttemptView>(ApiPaths.assessmentAttempt, { query: { attemptId }, skipErrorHandler: true });
}

/** `closing`: the time ran out; the attempt is read again until the server says it is closed. */
export function useAttempt(attemptId: number | null, closing = false) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'attempt', attemptId],
    queryFn: () => getAttempt(attemptId!),
    enabled: attemptId !== null,
    refetchInterval: (query) => (closing && query.state.data?.status === 'open' ? CLOSING_POLL_MS : false),
    // Coming back to the page reads an open attempt again: another tab or device may have saved answers meanwhile. The
    // sheet takes only answers the server saved after this page's own (it holds the answers being given).
    refetchOnWindowFocus: (query) => (query.state.data?.status === 'open' ? 'always' : false),
    staleTime: Infinity,
  });
}

/** PUT attempts/:attemptId/answers/:position: one question's answer as given (null clears it). Quiet: the page shows it. */
export function saveAnswer(attemptId: number, position: number, answer: AnswerBody | null): Promise<SavedAnswer> {
  const path = ApiPaths.assessmentSaveAnswer.replace(':attemptId', String(attemptId)).replace(':position', String(position));
  return request<SavedAnswer>(path, { method: 'PUT', body: { answer }, skipErrorHandler: true });
}

/** attempts/submit: ends the attempt and answers its result (a repeat answers the submitted attempt's). */
function submitAttempt(attemptId: number): Promise<AttemptResult> {
  return request<AttemptResult>(ApiPaths.assessmentSubmitAttempt, { body: { attemptId }, skipErrorHandler: true });
}

export function useSubmitAttempt() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitAttempt, onSuccess: () => void invalidateExams(client, 'exam', 'attempt', 'result') });
}

/** attempts/result: a submitted attempt's result as far as the exam reveals it. */
export function useAttemptResult(attemptId: number | null) {
  return useQuery({
    queryKey: [...EXAMS_KEY, 'result', attemptId],
    queryFn: () => request<AttemptResult>(ApiPaths.assessmentAttemptResult, { query: { attemptId: attemptId! }, skipErrorHandler: true }),
    enabled: attemptId !== null,
  });
}
