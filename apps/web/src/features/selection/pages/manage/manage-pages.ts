// The staff's selection pages (projects and the review) share one chunk; teachers never download it.
export { default as ProjectsPage } from './ProjectsPage';
export { default as ProjectEditPage } from './ProjectEditPage';
export { default as ReviewQueuePage } from './ReviewQueuePage';
export { default as ReviewDetailPage } from './ReviewDetailPage';
