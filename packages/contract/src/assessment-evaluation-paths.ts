// AssessmentEvaluationPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and
// the schemas beside them in `assessment-evaluations.ts` would come along (issue 19).

/** Every evaluation (问卷/培训评估) call's path (issue 38): staff build questionnaires and read results; teachers answer. */
export const AssessmentEvaluationPaths = {
  // Staff: a questionnaire on a programme's evaluation unit.
  assessmentManageEvaluations: '/assessment/manage/evaluations/list',
  assessmentManageEvaluation: '/assessment/manage/evaluations/detail',
  assessmentManageSaveEvaluation: '/assessment/manage/evaluations/save',
  assessmentManagePublishEvaluation: '/assessment/manage/evaluations/publish',
  assessmentManageDeleteEvaluation: '/assessment/manage/evaluations/delete',
  // Staff: results per question, the workbook, and the district's view across programmes.
  assessmentEvaluationResults: '/assessment/manage/evaluations/results',
  assessmentEvaluationResultsExport: '/assessment/manage/evaluations/results/export',
  assessmentEvaluationDistrict: '/assessment/manage/evaluations/district',
  assessmentEvaluationDistrictExport: '/assessment/manage/evaluations/district/export',
  // Teachers: read a questionnaire and answer it once.
  assessmentEvaluation: '/assessment/evaluations/detail',
  assessmentEvaluationOfUnit: '/assessment/evaluations/ofUnit',
  assessmentRespondEvaluation: '/assessment/evaluations/respond',
} as const;
