// The feature's three pages load as one chunk. Split, they shared a dozen small chunks (antd's Table, Upload,
// Select, this feature's components), and the app's entry chunk, which every visitor downloads with the sign-in
// page, carries the preload list of every page chunk; together they also split antd's Input out of the chunk the
// sign-in page loads. One chunk keeps the sign-in page under its size budget at the cost of a few KB for teachers.
export { default as StagePage } from './StagePage';
export { default as ReviewQueuePage } from './ReviewQueuePage';
export { default as ReviewDetailPage } from './ReviewDetailPage';
