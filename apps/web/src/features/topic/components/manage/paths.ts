/** The addresses of the topic staff and expert pages (the route table holds the same). */
export const CALLS_PATH = '/manage/topicCalls';
export const REVIEW_PATH = '/manage/topicReview';
export const OVERVIEW_PATH = '/manage/topics';
export const SCORING_PATH = '/scientific/topicScoring';
