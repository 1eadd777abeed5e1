import type { EvaluationVersionBody, ManagedEvaluation, SaveEvaluationBody } from '@yanxiu/contract/assessment-evaluations';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import type { Page } from '../../exams/api/keys';
import { EVALUATIONS_KEY, invalidateEvaluations } from './keys';

/** A questionnaire of the list: its settings without the questions, and how many it asks. */
export type ManagedEvaluationRow = Omit<ManagedEvaluation, 'questions'> & { questionCount: number };

/** manage/evaluations/list of one programme: the programme editor's evaluation unit finds its questionnaire in it. */
export function useProgrammeEvaluations(programmeId: number | null) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'manage', 'list', programmeId],
    queryFn: () =>
      request<Page<ManagedEvaluationRow>>(ApiPaths.assessmentManageEvaluations, {
        query: { programmeId: programmeId!, current: 1, size: 100 },
        skipErrorHandler: true,
      }),
    enabled: programmeId !== null,
  });
}

/** manage/evaluations/detail: one questionnaire for editing (quiet: the page says why it failed). */
export function useManagedEvaluation(evaluationId: number | null) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'manage', 'detail', evaluationId],
    queryFn: () =>
      request<ManagedEvaluation>(ApiPaths.assessmentManageEvaluation, { query: { evaluationId: evaluationId! }, skipErrorHandler: true }),
    enabled: evaluationId !== null,
  });
}

/** manage/evaluations/save: creates a draft (no evaluationId) or rewrites it at the version read. Quiet: the builder says why. */
export function useSaveEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveEvaluationBody) =>
      request<ManagedEvaluation>(ApiPaths.assessmentManageSaveEvaluation, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateEvaluations(client, 'manage', 'results'),
  });
}

/** manage/evaluations/publish: opens the questionnaire to the programme's teachers, at the version read. */
export function usePublishEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EvaluationVersionBody) =>
      request<ManagedEvaluation>(ApiPaths.assessmentManagePublishEvaluation, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateEvaluations(client, 'manage', 'results', 'district'),
  });
}
