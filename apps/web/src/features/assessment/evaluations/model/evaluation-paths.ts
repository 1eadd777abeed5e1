// The evaluation pages' addresses, in one place (the route table declares the same patterns).

/** The questionnaire builder for a programme's saved evaluation unit: its questionnaire, or a new one placed on it. */
export const newEvaluationPath = (unitId: number, programmeId: number) =>
  `/manage/assessment/evaluations/new?unitId=${unitId}&programmeId=${programmeId}`;
/** The staff's builder of a saved questionnaire. */
export const manageEvaluationPath = (evaluationId: number) => `/manage/assessment/evaluations/${evaluationId}`;
/** A questionnaire's results. */
export const evaluationResultsPath = (evaluationId: number) => `/manage/assessment/evaluations/${evaluationId}/results`;
/** The questionnaires of the programmes under the caller, side by side. */
export const districtEvaluationsPath = '/manage/assessment/evaluations';
/** A teacher's questionnaire, from a programme's evaluation unit. */
export const teacherEvaluationUnitPath = (unitId: number) => `/training/evaluation/unit/${unitId}`;
