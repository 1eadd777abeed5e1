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
 * evaluations/respond: the answers, once; the unit is completed with them. A completed unit changes what other
 * features show (the programme's ticks and progress, my training, the hours), so every read is marked stale, none read
 * now: each page reads again when it is next shown. (Training's own invalidation is not imported: training's programme
 * page reads assessment's results panel, and the two features would depend on each other.)
 */
export function useRespondEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RespondEvaluationBody) =>
      request<TeacherEvaluation>(ApiPaths.assessmentRespondEvaluation, { body, skipErrorHandler: true }),
    onSuccess: () => {
      void client.invalidateQueries({ refetchType: 'none' });
      void invalidateEvaluations(client, 'teacher');
    },
  });
}
