// The staff's assignment pages (the editor, an assignment's submissions, a submission to decide on) share one chunk;
// teachers never download it.
export { default as AssignmentEditPage } from './AssignmentEditPage';
export { default as SubmissionsPage } from './SubmissionsPage';
export { default as GradingPage } from './GradingPage';
