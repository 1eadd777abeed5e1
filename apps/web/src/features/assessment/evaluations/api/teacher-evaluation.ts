import type { RespondEvaluationBody, TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { EVALUATIONS_KEY, invalidateEvaluations } from './keys';

/** What the questionnaire page names: the questionnaire itself, or a programme's evaluation unit (the programme page knows only the unit). */
export type EvaluationRef = { evaluationId: number } | { unitId: number };

/** evaluations/detail or evaluations/ofUnit: the questionnaire as its teacher reads it (quiet: the page says why it failed). */
export function useTeacherEvaluation(ref: EvaluationRef | null) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'teacher', ref],
    queryFn: () =>
      'evaluationId' in ref!
        ? request<TeacherEvaluation>(ApiPaths.assessmentEvaluation, { query: { evaluationId: ref.evaluationId }, skipErrorHandler: true })
        : request<TeacherEvaluation>(ApiPaths.assessmentEvaluationOfUnit, { query: { unitId: ref!.unitId }, skipErrorHandler: true }),
    enabled: ref !== null,
    // The page holds the answers being given; a background read must not replace the questionnaire under them.
    refetchOnWindowFocus: false,
  });
}

/**
 * evaluations/respond: the answers, once; the unit is completed with them. The programme page reads its units again
 * when the teacher goes back to it (its read is older than the app's stale time by then), as after an exam: importing
 * training's invalidation here would make assessment and training depend on each other.
 */
export function useRespondEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RespondEvaluationBody) =>
      request<TeacherEvaluation>(ApiPaths.assessmentRespondEvaluation, { body, skipErrorHandler: true }),
    onSuccess: () => void invalidateEvaluations(client, 'teacher'),
  });
}
