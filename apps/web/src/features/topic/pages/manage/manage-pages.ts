// The staff's and experts' topic pages (calls, reviews, the overview, scoring) share one chunk; teachers never download it.
export { default as CallsPage } from './CallsPage';
export { default as CallEditPage } from './CallEditPage';
export { default as ReviewQueuePage } from './ReviewQueuePage';
export { default as ReviewDetailPage } from './ReviewDetailPage';
export { default as OverviewPage } from './OverviewPage';
export { default as ScoringListPage } from './ScoringListPage';
export { default as ScoringPage } from './ScoringPage';
