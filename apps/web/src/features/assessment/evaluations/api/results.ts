import type { DistrictEvaluationRow, EvaluationResults } from '@yanxiu/contract/assessment-evaluations';
import { ApiPaths } from '@yanxiu/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import { request } from '@/shared/request/request';
import type { Page } from '../../exams/api/keys';
import { EVALUATIONS_KEY } from './keys';

/** manage/evaluations/results: the answers per question and the responses against the enrolled (quiet: the page says why). */
export function useEvaluationResults(evaluationId: number | null) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'results', evaluationId],
    queryFn: () =>
      request<EvaluationResults>(ApiPaths.assessmentEvaluationResults, { query: { evaluationId: evaluationId! }, skipErrorHandler: true }),
    enabled: evaluationId !== null,
  });
}

/** manage/evaluations/results/export: the workbook of the results (a sheet per question and the raw rows). */
export function exportEvaluationResults(evaluationId: number): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.assessmentEvaluationResultsExport, { query: { evaluationId } });
}

export type DistrictFilter = { current: number; keyword: string };

/** manage/evaluations/district: the published questionnaires of the programmes under the caller, a page at a time. */
export function useDistrictEvaluations(filter: DistrictFilter) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'district', filter],
    queryFn: () =>
      request<Page<DistrictEvaluationRow>>(ApiPaths.assessmentEvaluationDistrict, {
        query: { current: filter.current, size: 10, ...(filter.keyword ? { keyword: filter.keyword } : {}) },
        skipErrorHandler: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** manage/evaluations/district/export: every matching questionnaire's rate and mean ratings as a workbook. */
export function exportDistrictEvaluations(keyword: string): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.assessmentEvaluationDistrictExport, { query: keyword ? { keyword } : {} });
}
