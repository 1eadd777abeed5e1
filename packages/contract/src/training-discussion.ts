import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { TrainingDiscussionLimits as Limits } from './training-discussion-limits';

// Questions and answers and ratings on a course: a training programme or an open class (issue 42). A question has
// answers one level deep; answers by the course's lecturers (a programme's owner and the staff who manage it, an
// open class's recommending staff) are marked. Readers vote answers and questions helpful (one vote each) and report
// them; staff hide with a reason and show again. A teacher who took part rates once (1-5 stars, a short review),
// and may change it. Texts are plain: the web shows them as text, never as markup.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const IdParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
// The exact limits are counted in characters by the server (422); the schema's cap only refuses an oversized body
// early (two UTF-16 units per character is the most a character takes).
const PlainText = (limit: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(limit * 2);

export { TrainingDiscussionPaths } from './training-discussion-paths';

/** What is discussed: a training programme or an open class. */
export const COURSE_TYPES = ['programme', 'openClass'] as const;
export const CourseType = z.enum(COURSE_TYPES);
export type CourseType = z.infer<typeof CourseType>;

/** Names a course in a query. */
export const CourseQuery = AppIdQuery.extend({ courseType: CourseType, courseId: IdParam });
export type CourseQuery = z.infer<typeof CourseQuery>;

/** A person as the discussion shows them. */
export const CoursePerson = z.object({ userId: Id, name: z.string(), orgName: z.string() });
export type CoursePerson = z.infer<typeof CoursePerson>;

/** How staff see what they hid; null for readers (who never see hidden items) and for items not hidden. */
const Hidden = z.object({ reason: z.string(), at: IsoDateTime }).nullable();

/** An answer to a question. */
export const CourseAnswer = z.object({
  id: Id,
  author: CoursePerson,
  text: z.string(),
  /** Written by one of the course's lecturers. */
  byLecturer: z.boolean(),
  helpfulCount: z.number().int(),
  /** The caller voted it helpful. */
  votedHelpful: z.boolean(),
  /** The caller reported it. */
  reported: z.boolean(),
  /** Staff only: how many readers reported it. */
  reportCount: z.number().int(),
  hidden: Hidden,
  createdAt: IsoDateTime,
});
export type CourseAnswer = z.infer<typeof CourseAnswer>;

/** A question with its answers (lecturers' first, then most helpful). */
export const CourseQuestion = CourseAnswer.extend({ answers: z.array(CourseAnswer) });
export type CourseQuestion = z.infer<typeof CourseQuestion>;

/** How questions are ordered: most helpful (then newest), or newest. */
export const CourseQuestionSort = z.enum(['helpful', 'newest']);
export type CourseQuestionSort = z.infer<typeof CourseQuestionSort>;

/** A page of a course's questions. */
export const CourseQuestionsQuery = CourseQuery.extend(PageQuery.shape).extend({ sort: CourseQuestionSort.default('helpful') });
export type CourseQuestionsQuery = z.infer<typeof CourseQuestionsQuery>;

/** A page of questions, and what the caller may do there. */
export const CourseQuestionsPage = paged(CourseQuestion).extend({
  /** The caller's answers are marked as the lecturer's. */
  isLecturer: z.boolean(),
  /** The caller may hide and show items (and sees hidden ones, marked). */
  canModerate: z.boolean(),
});
export type CourseQuestionsPage = z.infer<typeof CourseQuestionsPage>;

/** Asks a question on a course; the course's owner is told. */
export const AskQuestionBody = z.object({ courseType: CourseType, courseId: Id, text: PlainText(Limits.postText) });
export type AskQuestionBody = z.infer<typeof AskQuestionBody>;

/** Answers a question; the asker is told when a lecturer answers. */
export const AnswerQuestionBody = z.object({ questionId: Id, text: PlainText(Limits.postText) });
export type AnswerQuestionBody = z.infer<typeof AnswerQuestionBody>;

/** Votes a question or answer helpful, or takes the vote back; one vote per person. */
export const VoteHelpfulBody = z.object({ postId: Id, helpful: z.boolean() });
export type VoteHelpfulBody = z.infer<typeof VoteHelpfulBody>;

/** The counts after a vote. */
export const HelpfulVote = z.object({ postId: Id, helpfulCount: z.number().int(), votedHelpful: z.boolean() });
export type HelpfulVote = z.infer<typeof HelpfulVote>;

/** What may be reported and moderated: a question or answer, or a rating's review. */
export const ModerationTarget = z.enum(['post', 'rating']);
export type ModerationTarget = z.infer<typeof ModerationTarget>;

/** Reports a question, answer or review to the staff; once per person and item. */
export const ReportBody = z.object({
  target: ModerationTarget,
  id: Id,
  reason: z
    .string()
    .trim()
    .max(Limits.reason * 2)
    .default(''),
});
export type ReportBody = z.input<typeof ReportBody>;

/** A rating: 1 to 5 stars and a short review. */
export const SaveRatingBody = z.object({
  courseType: CourseType,
  courseId: Id,
  stars: z.number().int().min(1).max(5),
  review: z
    .string()
    .trim()
    .max(Limits.reviewText * 2)
    .default(''),
});
export type SaveRatingBody = z.input<typeof SaveRatingBody>;

/** One teacher's rating of a course, as others read it. */
export const CourseReview = z.object({
  id: Id,
  author: CoursePerson,
  stars: z.number().int(),
  review: z.string(),
  reported: z.boolean(),
  reportCount: z.number().int(),
  hidden: Hidden,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type CourseReview = z.infer<typeof CourseReview>;

/** Several courses of one type, by id (at most 50, comma-separated): a catalogue page's cards. */
export const CourseRatingAveragesQuery = AppIdQuery.extend({
  courseType: CourseType,
  ids: z.string().regex(/^\d{1,15}(,\d{1,15}){0,49}$/, 'ids separated by commas, at most 50'),
});
export type CourseRatingAveragesQuery = z.infer<typeof CourseRatingAveragesQuery>;

/** A course's average stars (null until rated) and count, for a card. */
export const CourseRatingAverage = z.object({ courseId: Id, average: z.number().nullable(), count: z.number().int() });
export type CourseRatingAverage = z.infer<typeof CourseRatingAverage>;

/** A page of a course's reviews, newest change first. */
export const CourseReviewsQuery = CourseQuery.extend(PageQuery.shape);
export type CourseReviewsQuery = z.infer<typeof CourseReviewsQuery>;

/** A page of reviews, and whether the caller moderates them (and sees hidden ones, marked). */
export const CourseReviewsPage = paged(CourseReview).extend({ canModerate: z.boolean() });
export type CourseReviewsPage = z.infer<typeof CourseReviewsPage>;

/** The average and count of a course's visible ratings, and the caller's own. */
export const CourseRatingSummary = z.object({
  /** Null until someone rated. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** The caller's rating, to edit. */
  mine: z.object({ stars: z.number().int(), review: z.string() }).nullable(),
  /** The caller took part (a programme: enrolled with a unit done or a lesson started; an open class: watched). */
  canRate: z.boolean(),
});
export type CourseRatingSummary = z.infer<typeof CourseRatingSummary>;

/** The staff's moderation list: reported items (most reported first), hidden ones, or all with either. */
export const ModerationQuery = AppIdQuery.extend(PageQuery.shape).extend({ state: z.enum(['reported', 'hidden', 'all']).default('all') });
export type ModerationQuery = z.infer<typeof ModerationQuery>;

/** An item of the moderation list. */
export const ModerationItem = z.object({
  target: ModerationTarget,
  id: Id,
  courseType: CourseType,
  courseId: Id,
  courseTitle: z.string(),
  author: CoursePerson,
  /** A question's or answer's text, or a review's. */
  text: z.string(),
  /** A rating's stars; null for questions and answers. */
  stars: z.number().int().nullable(),
  /** A question, an answer or a review. */
  kind: z.enum(['question', 'answer', 'review']),
  reportCount: z.number().int(),
  hidden: Hidden,
  createdAt: IsoDateTime,
});
export type ModerationItem = z.infer<typeof ModerationItem>;

/** Hides (with a reason, shown to staff) or shows again a question, answer or review; audited. */
export const ModerateBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('hide'), target: ModerationTarget, id: Id, reason: z.string().trim().min(1).max(Limits.reason) }),
  z.object({ action: z.literal('unhide'), target: ModerationTarget, id: Id }),
]);
export type ModerateBody = z.infer<typeof ModerateBody>;

/** What a moderation decision answers. */
export const ModerationOutcome = z.object({ target: ModerationTarget, id: Id, hidden: Hidden });
export type ModerationOutcome = z.infer<typeof ModerationOutcome>;
