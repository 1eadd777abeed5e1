// The teacher's learning-hours page, its own chunk (the chart library loads lazily inside it). Nothing here is
// imported by the app shell.
export { default as StudyTimePage } from './StudyTimePage';
