// The teacher's exam pages (the exam, the attempt being sat, a result) share one chunk: a teacher goes from one to
// the next, and none is opened by staff.
export { default as ExamPage } from './ExamPage';
export { default as AttemptPage } from './AttemptPage';
export { default as ResultPage } from './ResultPage';
export { default as SchoolExamsPage } from './SchoolExamsPage';
