import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { KEYWORD_MAX, REVIEW_COMMENT_MAX } from './limits';

/**
 * The one review vocabulary (issue 37). Every domain that reviews through the server's phased review engine
 * (development applications, selection applications, topic applications and stage filings, backbone recognitions,
 * hours declarations) speaks these shapes and extends them with its own subject, so the web renders every domain's
 * history, decision form and queue with one set of pieces.
 */

/** What happened to a review: an applicant's action or a reviewer's decision. */
export const ReviewEvent = z.enum(['submit', 'approve', 'reject', 'return', 'resubmit', 'withdraw']);
export type ReviewEvent = z.infer<typeof ReviewEvent>;

/** The step an entry belongs to: a workflow step's code (school, district, expert), or `applicant`. */
export const APPLICANT_STEP = 'applicant';

/** A reviewer's comment: required to reject or return, optional to approve. Forms take the limit from limits.ts (zod-free). */
export { REVIEW_COMMENT_MAX };
export const ReviewComment = z.string().trim().min(1).max(REVIEW_COMMENT_MAX);

/**
 * One entry of a review's history, oldest first, never rewritten. `statusAfter` is the domain's own status code, so
 * each domain narrows it with `reviewHistoryEntryOf(itsStatusSchema)`.
 */
export const ReviewHistoryEntry = z.object({
  actorName: z.string(),
  /** The step decided (school, district, expert), or `applicant` for submissions and withdrawals. */
  stepCode: z.string(),
  event: ReviewEvent,
  comment: z.string().nullable(),
  /** 1 for the first submission, one more for each resubmission. */
  round: z.number().int(),
  statusAfter: z.string(),
  /** ISO 8601. */
  decidedAt: z.string(),
});
export type ReviewHistoryEntry = z.infer<typeof ReviewHistoryEntry>;
/** The history entry of a domain whose status codes are `Status`. */
export type ReviewHistoryEntryOf<Status extends string> = Omit<ReviewHistoryEntry, 'statusAfter'> & { statusAfter: Status };

/** The history entry of a domain whose statuses are `status`. */
export function reviewHistoryEntryOf<S extends z.ZodType<string>>(status: S) {
  return ReviewHistoryEntry.extend({ statusAfter: status });
}

/** The decisions a reviewer takes; each domain offers the ones its workflow has. */
export const ReviewDecision = z.enum(['approve', 'return', 'reject']);
export type ReviewDecision = z.infer<typeof ReviewDecision>;
/** The decisions that need a comment saying why. */
export type CommentedDecision = Exclude<ReviewDecision, 'approve'>;

function approveOption<Subject extends z.ZodRawShape, Extra extends z.ZodRawShape>(subject: Subject, extra: Extra) {
  return z.object({ ...subject, decision: z.literal('approve'), comment: ReviewComment.optional(), ...extra });
}

function commentedOption<Subject extends z.ZodRawShape, D extends CommentedDecision>(subject: Subject, decision: D) {
  return z.object({ ...subject, decision: z.literal(decision), comment: ReviewComment });
}

/** The option of a decision body for one decision: approve with its optional comment and extra fields, the others with a comment. */
type DecisionOption<Subject extends z.ZodRawShape, Extra extends z.ZodRawShape, D> = D extends CommentedDecision
  ? ReturnType<typeof commentedOption<Subject, D>>
  : ReturnType<typeof approveOption<Subject, Extra>>;

/**
 * The body of a decision on one subject: `subject` names the domain's identifying fields (`{ applyId: ApplyId }`),
 * `decisions` the ones its workflow has, approve first, in the order the union lists them; `approveExtra` adds fields
 * only an approval takes (development's `finish`). A comment is optional to approve and required otherwise, the same
 * rule for every domain. The inferred type is the exact union: a domain without `return` has no `return` option.
 */
export function reviewDecisionBody<
  Subject extends z.ZodRawShape,
  const Decisions extends readonly ['approve', ...CommentedDecision[]],
  Extra extends z.ZodRawShape = Record<never, never>,
>(subject: Subject, decisions: Decisions, approveExtra?: Extra) {
  const options = decisions.map((decision) =>
    decision === 'approve' ? approveOption(subject, approveExtra ?? {}) : commentedOption(subject, decision),
  );
  // The map keeps the tuple's order and length, which TypeScript cannot follow through a runtime `map`.
  return z.discriminatedUnion(
    'decision',
    options as unknown as { -readonly [K in keyof Decisions]: DecisionOption<Subject, Extra, Decisions[K]> },
  );
}

/** Which of a reviewer's lists: waiting for their decision now, returned by them, or decided by them. */
export const ReviewQueueState = z.enum(['pending', 'returned', 'decided']);
export type ReviewQueueState = z.infer<typeof ReviewQueueState>;

/** How many reviews each of a reviewer's lists holds under the same filters. */
export const ReviewQueueCounts = z.object({ pending: z.number().int(), returned: z.number().int(), decided: z.number().int() });
export type ReviewQueueCounts = z.infer<typeof ReviewQueueCounts>;

/**
 * A reviewer's queue, paged: which list (`pending` when left out, so a client sending only the page gets what waits
 * for it) and part of the applicant's name; a domain extends it with its own filters.
 */
export const ReviewQueueQuery = AppIdQuery.extend(PageQuery.shape).extend({
  state: ReviewQueueState.default('pending'),
  /** Part of the applicant's name. */
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

/** The fields every review queue row has; a domain extends it with its subject's columns. */
export const ReviewQueueRow = z.object({
  /** The applicant. */
  userId: z.string(),
  userName: z.string(),
  /** The applicant's school (org unit). */
  orgName: z.string(),
  /** The step deciding now (pending), or where it was returned or decided last. */
  stepCode: z.string(),
  /** 1 for the first submission, one more for each resubmission. */
  round: z.number().int(),
  /** ISO 8601; null until first submitted. */
  submittedAt: z.string().nullable(),
});
export type ReviewQueueRow = z.infer<typeof ReviewQueueRow>;

/** A page of a reviewer's queue with the size of each of their lists. */
export function reviewQueuePage<Row extends z.ZodType>(row: Row) {
  return paged(row).extend({ counts: ReviewQueueCounts });
}

// The staff's one review list: every pending decision of every domain the caller may take.

/** The domains that review through the engine, as the one review list names them. */
export const ReviewDomain = z.enum(['development', 'selection', 'topic', 'backbone', 'declaration']);
export type ReviewDomain = z.infer<typeof ReviewDomain>;

export const REVIEW_LIST_SIZE_MAX = 50;

/**
 * review/pending: filter by domain, school (an org unit id: the applicants under it, within the caller's own scope)
 * and deadline; oldest submission first.
 */
export const ReviewListQuery = AppIdQuery.extend({
  domain: ReviewDomain.optional(),
  orgId: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a number')
    .optional(),
  /** Only reviews due before this instant (ISO 8601); reviews without a deadline are left out. */
  dueBefore: z.iso.datetime({ offset: true }).optional(),
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(REVIEW_LIST_SIZE_MAX).default(10),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

/** One pending decision: the engine's instance, who applied, what for (the domain's words) and where to decide it. */
export const ReviewListItem = ReviewQueueRow.extend({
  domain: ReviewDomain,
  /** The engine's review instance id. */
  reviewId: z.string(),
  /** The domain's subject id (application, declaration, stage filing). */
  subjectId: z.string(),
  /** What the review is about, in the reader's language (post and phase, project, topic title, declaration). */
  title: z.string(),
  /** ISO 8601 when the domain sets a deadline for the decision. */
  dueAt: z.string().nullable(),
  /** The web path (under /pc) of the decision page. */
  link: z.string(),
});
export type ReviewListItem = z.infer<typeof ReviewListItem>;

/**
 * A page of the one review list, with the pending count of every domain that has some for the caller under the school
 * and deadline filters (whatever the domain filter, so the domains' tabs keep their counts).
 */
export const ReviewListPage = paged(ReviewListItem).extend({
  counts: z.array(z.object({ domain: ReviewDomain, count: z.number().int() })),
});
export type ReviewListPage = z.infer<typeof ReviewListPage>;
