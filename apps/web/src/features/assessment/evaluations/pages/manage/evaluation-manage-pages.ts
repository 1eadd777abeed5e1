// The staff's questionnaire pages (the builder, a questionnaire's results, the view across programmes) share one
// chunk; teachers never download it. The charts load in a chunk of their own when results show.
export { default as EvaluationEditPage } from './EvaluationEditPage';
export { default as EvaluationResultsPage } from './EvaluationResultsPage';
export { default as DistrictEvaluationsPage } from './DistrictEvaluationsPage';
