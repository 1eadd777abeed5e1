// What other features may use of topic: everything else in this folder is private. The reviewer's lists show the
// topic filings waiting for them beside the development, backbone and selection ones.
export { TopicReviews } from './components/manage/TopicReviews';
