// The staff's exam pages (the list, the editor, an exam's attempts, the grading queue and one answer to grade) share
// one chunk; teachers never download it.
export { default as ExamsPage } from './ExamsPage';
export { default as ExamEditPage } from './ExamEditPage';
export { default as ExamAttemptsPage } from './ExamAttemptsPage';
export { default as GradingQueuePage } from './GradingQueuePage';
export { default as GradingItemPage } from './GradingItemPage';
