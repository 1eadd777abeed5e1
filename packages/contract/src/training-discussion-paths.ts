// The course discussion's paths in a module of their own, without zod: the web client imports every path
// (`paths.ts`), and the schemas in `training-discussion.ts` would come along.

/** Every path of this file, relative to /api; `paths.ts` spreads them into ApiPaths. */
export const TrainingDiscussionPaths = {
  /** A page of a programme's or open class's questions, each with its answers. */
  courseQuestions: '/training/discussion/questions',
  courseAsk: '/training/discussion/questions/ask',
  courseAnswer: '/training/discussion/questions/answer',
  courseVoteHelpful: '/training/discussion/posts/helpful',
  courseReport: '/training/discussion/posts/report',
  /** The average and count of a course's ratings, and the caller's own. */
  courseRatingSummary: '/training/discussion/ratings/summary',
  /** The averages and counts of several courses of one type at once (a catalogue page's cards). */
  courseRatingAverages: '/training/discussion/ratings/averages',
  courseReviews: '/training/discussion/ratings',
  courseRate: '/training/discussion/ratings/save',
  /** Staff: reported and hidden questions, answers and reviews, reported first. */
  courseModeration: '/training/manage/discussion',
  courseModerate: '/training/manage/discussion/decide',
} as const;
