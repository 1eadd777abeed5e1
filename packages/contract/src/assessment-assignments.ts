import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { AssessmentAssignmentLimits as L } from './limits';
import { distinct, Id, QueryId } from './assessment-exam-enums';
import {
  AssignmentStatus,
  LatePolicy,
  PeerReviewStatus,
  RoundStatus,
  SubmissionQueueFilter,
  SubmissionState,
  SubmitBlocker,
} from './assessment-assignment-enums';

// Assignments (作业, issue 38). Staff put an assignment on a programme's unit of kind `assignment`: instructions,
// attachments, a due time with a late policy, a max and pass score, optionally a rubric (the score is then the sum of
// the criteria's points) and peer review. Enrolled teachers write a submission (text and files), save it as a draft and
// submit it; each round is kept. A tutor (staff who manage the programme) grades a submitted round or returns it for
// resubmission; the counted grade is the last graded round and a pass completes the unit. Rounds carry a number, so two
// tutors deciding at once, or a decision crossing a resubmission, answer 409 instead of overwriting each other.

export {
  AssignmentStatus,
  LatePolicy,
  PeerReviewStatus,
  RoundStatus,
  SubmissionQueueFilter,
  SubmissionState,
  SubmitBlocker,
} from './assessment-assignment-enums';

const RichText = z.string().max(L.richText);
const FileIds = (max: number) => z.array(z.uuid()).max(max).refine(distinct, { message: 'a file is listed twice' });
const Version = z.number().int().min(1);
const Round = z
  .number()
  .int()
  .min(1)
  .max(L.resubmissionsMax + 1);
const Score = z.number().int().min(0).max(L.scoreMax);

// ---- Settings, as staff write them ----

/** One criterion of a rubric; a decision or a peer review gives it 0..maxPoints. */
export const RubricCriterion = z.object({
  title: z.string().trim().min(1).max(L.criterionTitle),
  description: z.string().trim().max(L.criterionDescription),
  maxPoints: z.number().int().min(1).max(L.scoreMax),
});
export type RubricCriterion = z.infer<typeof RubricCriterion>;

/** Peer review: off (0 reviewers) or each submission reviewed by N teachers before `dueAt` (null: no due time). */
export const PeerReviewSettings = z.object({
  reviewers: z.number().int().min(0).max(L.peerReviewersMax),
  dueAt: IsoDateTime.nullable(),
});
export type PeerReviewSettings = z.infer<typeof PeerReviewSettings>;

/** Where the assignment belongs: a programme's unit of kind `assignment` (one assignment per unit). */
export const AssignmentPlacement = z.object({ kind: z.literal('unit'), unitId: Id });
export type AssignmentPlacement = z.infer<typeof AssignmentPlacement>;

/** Everything staff set on an assignment. */
export const AssignmentInput = z.object({
  title: z.string().trim().min(1).max(L.title),
  /** Rich text (HTML), sanitised by the server as question stems are. */
  instructions: RichText,
  placement: AssignmentPlacement,
  /** Files the staff uploaded (purpose `document`), in order. */
  attachmentFileIds: FileIds(L.attachments),
  /** Submissions open then; null: as soon as published. */
  opensAt: IsoDateTime.nullable(),
  dueAt: IsoDateTime,
  latePolicy: LatePolicy,
  /** With `penalty`: the percent taken off a late round's score (1-100); otherwise 0. */
  latePenaltyPercent: z.number().int().min(0).max(100),
  /** With a rubric this must equal the sum of its criteria's points. */
  maxScore: z.number().int().min(1).max(L.scoreMax),
  passScore: Score,
  rubric: z.array(RubricCriterion).max(L.criteria),
  peerReview: PeerReviewSettings,
  /** How many times a returned teacher may submit again (0: one round only). */
  resubmissionsAllowed: z.number().int().min(0).max(L.resubmissionsMax),
});
export type AssignmentInput = z.infer<typeof AssignmentInput>;

const settingsRules = <T extends z.ZodType<AssignmentInput>>(schema: T) =>
  schema
    .refine((body) => body.opensAt === null || Date.parse(body.opensAt) < Date.parse(body.dueAt), {
      message: 'dueAt must be after opensAt',
      path: ['dueAt'],
    })
    .refine((body) => body.passScore <= body.maxScore, { message: 'passScore must not exceed maxScore', path: ['passScore'] })
    .refine((body) => body.rubric.length === 0 || body.rubric.reduce((sum, item) => sum + item.maxPoints, 0) === body.maxScore, {
      message: 'maxScore must equal the sum of the rubric’s points',
      path: ['maxScore'],
    })
    .refine((body) => (body.latePolicy === 'penalty') === body.latePenaltyPercent > 0, {
      message: 'a penalty percent goes with the penalty policy only',
      path: ['latePenaltyPercent'],
    })
    .refine((body) => body.peerReview.reviewers > 0 || body.peerReview.dueAt === null, {
      message: 'no peer review due time without reviewers',
      path: ['peerReview', 'dueAt'],
    });

/** manage/assignments/save: creates a draft (no assignmentId) or rewrites one at the version read (409 when stale). */
export const SaveAssignmentBody = settingsRules(
  AssignmentInput.extend({ assignmentId: Id.optional(), version: Version.optional() }),
).refine((body) => body.assignmentId === undefined || body.version !== undefined, {
  message: 'version is required with assignmentId',
  path: ['version'],
});
export type SaveAssignmentBody = z.infer<typeof SaveAssignmentBody>;

/** manage/assignments/publish and manage/assignments/delete: an assignment at the version read. */
export const AssignmentVersionBody = z.object({ assignmentId: Id, version: Version });
export type AssignmentVersionBody = z.infer<typeof AssignmentVersionBody>;

/** A read naming one assignment. */
export const AssignmentIdQuery = AppIdQuery.extend({ assignmentId: QueryId });
export type AssignmentIdQuery = z.infer<typeof AssignmentIdQuery>;
/** A read naming a programme's assignment unit. */
export const AssignmentUnitQuery = AppIdQuery.extend({ unitId: QueryId });
export type AssignmentUnitQuery = z.infer<typeof AssignmentUnitQuery>;
/** assignments/files/:id: a file read through the assignment that names it. */
export const AssignmentFileQuery = AppIdQuery.extend({ assignmentId: QueryId });
export type AssignmentFileQuery = z.infer<typeof AssignmentFileQuery>;
/** A read naming a programme (the showcase). */
export const AssignmentProgrammeQuery = AppIdQuery.extend({ programmeId: QueryId });
export type AssignmentProgrammeQuery = z.infer<typeof AssignmentProgrammeQuery>;

/** manage/assignments/list: the assignments of a programme the caller manages, or all they manage, newest first. */
export const ManageAssignmentsQuery = AppIdQuery.extend(PageQuery.shape).extend({ programmeId: QueryId.optional() });
export type ManageAssignmentsQuery = z.infer<typeof ManageAssignmentsQuery>;

/** A file an assignment or a submission names. */
export const AssignmentFile = z.object({ id: z.uuid(), name: z.string(), contentType: z.string(), size: z.number().int() });
export type AssignmentFile = z.infer<typeof AssignmentFile>;

/** An assignment as staff read it (lists and the editor). */
export const ManagedAssignment = AssignmentInput.omit({ attachmentFileIds: true }).extend({
  id: Id,
  version: z.number().int(),
  status: AssignmentStatus,
  programmeId: Id,
  programmeTitle: z.string(),
  attachments: z.array(AssignmentFile),
  /** Teachers who submitted at least once, and rounds waiting for a decision. */
  submittedCount: z.number().int(),
  waitingCount: z.number().int(),
  publishedAt: IsoDateTime.nullable(),
  updatedAt: IsoDateTime,
});
export type ManagedAssignment = z.infer<typeof ManagedAssignment>;
export const ManagedAssignmentPage = paged(ManagedAssignment);

// ---- Submissions, as teachers write them ----

/** A decision on a round: the score (after any late penalty), the rubric's points, written feedback. */
export const RoundDecision = z.object({
  /** Null for a returned round. */
  score: z.number().int().nullable(),
  /** The score before the late penalty; null for a returned round. */
  rawScore: z.number().int().nullable(),
  /** Per rubric criterion, in order; empty without a rubric or for a returned round. */
  rubricPoints: z.array(z.number().int()),
  feedback: z.string(),
  decidedAt: IsoDateTime,
});
export type RoundDecision = z.infer<typeof RoundDecision>;

/** One round of a submission. */
export const SubmissionRound = z.object({
  round: z.number().int(),
  status: RoundStatus,
  /** Sanitised HTML. */
  text: z.string(),
  files: z.array(AssignmentFile),
  submittedAt: IsoDateTime.nullable(),
  late: z.boolean(),
  decision: RoundDecision.nullable(),
});
export type SubmissionRound = z.infer<typeof SubmissionRound>;

/** A peer review as the reviewed author reads it: no reviewer's name. */
export const ReceivedPeerReview = z.object({
  rubricPoints: z.array(z.number().int()),
  score: z.number().int(),
  comment: z.string(),
  reviewedAt: IsoDateTime,
});
export type ReceivedPeerReview = z.infer<typeof ReceivedPeerReview>;

/** The teacher's counted result: the last graded round. */
export const CountedGrade = z.object({ score: z.number().int(), passed: z.boolean(), round: z.number().int() });
export type CountedGrade = z.infer<typeof CountedGrade>;

/** An assignment as an enrolled teacher reads it, with their own rounds (newest last). */
export const TeacherAssignment = z.object({
  id: Id,
  unitId: Id,
  programmeId: Id,
  programmeTitle: z.string(),
  title: z.string(),
  instructions: z.string(),
  attachments: z.array(AssignmentFile),
  opensAt: IsoDateTime.nullable(),
  dueAt: IsoDateTime,
  latePolicy: LatePolicy,
  latePenaltyPercent: z.number().int(),
  maxScore: z.number().int(),
  passScore: z.number().int(),
  rubric: z.array(RubricCriterion),
  peerReview: PeerReviewSettings,
  resubmissionsAllowed: z.number().int(),
  state: SubmissionState,
  /** The caller's submission (null before the first save). */
  submissionId: Id.nullable(),
  rounds: z.array(SubmissionRound),
  counted: CountedGrade.nullable(),
  excellent: z.boolean(),
  peerReviews: z.array(ReceivedPeerReview),
  /** Why a submit would be refused now (null: it would not). */
  submitBlocker: SubmitBlocker.nullable(),
});
export type TeacherAssignment = z.infer<typeof TeacherAssignment>;

/** assignments/saveDraft: the text and files of the caller's open round (a new round after a return). */
export const SaveDraftBody = z.object({
  assignmentId: Id,
  /** Rich text (HTML), sanitised by the server. */
  text: RichText,
  /** Files the teacher uploaded (purpose `document`) in order. */
  fileIds: FileIds(L.submissionFiles),
});
export type SaveDraftBody = z.infer<typeof SaveDraftBody>;

/** assignments/submit: the caller's draft round, by its number (409 when it moved on). */
export const SubmitRoundBody = z.object({ assignmentId: Id, round: Round });
export type SubmitRoundBody = z.infer<typeof SubmitRoundBody>;

// ---- Tutors: the queue and decisions ----

/** manage/assignments/submissions: submissions of the assignments the caller manages, oldest submission first. */
export const SubmissionQueueQuery = AppIdQuery.extend(PageQuery.shape).extend({
  assignmentId: QueryId.optional(),
  programmeId: QueryId.optional(),
  /** The teachers of one school only. */
  schoolId: QueryId.optional(),
  filter: SubmissionQueueFilter.default('waiting'),
});
export type SubmissionQueueQuery = z.infer<typeof SubmissionQueueQuery>;

/** One teacher's submission in the queue, at its latest round. */
export const QueuedSubmission = z.object({
  submissionId: Id,
  assignmentId: Id,
  assignmentTitle: z.string(),
  programmeTitle: z.string(),
  teacherName: z.string(),
  schoolName: z.string().nullable(),
  round: z.number().int(),
  status: RoundStatus,
  submittedAt: IsoDateTime.nullable(),
  late: z.boolean(),
  excellent: z.boolean(),
});
export type QueuedSubmission = z.infer<typeof QueuedSubmission>;
export const QueuedSubmissionPage = paged(QueuedSubmission);

/** A peer review as the tutor deciding sees it: with the reviewer's name. */
export const TutorPeerReview = ReceivedPeerReview.extend({ reviewerName: z.string() });
export type TutorPeerReview = z.infer<typeof TutorPeerReview>;

/** manage/assignments/submission: one submission with every round, peer reviews and the assignment's scoring. */
export const TutorSubmission = QueuedSubmission.extend({
  maxScore: z.number().int(),
  passScore: z.number().int(),
  rubric: z.array(RubricCriterion),
  latePolicy: LatePolicy,
  latePenaltyPercent: z.number().int(),
  resubmissionsAllowed: z.number().int(),
  rounds: z.array(SubmissionRound),
  counted: CountedGrade.nullable(),
  peerReviews: z.array(TutorPeerReview),
});
export type TutorSubmission = z.infer<typeof TutorSubmission>;
export const SubmissionIdQuery = AppIdQuery.extend({ submissionId: QueryId });
export type SubmissionIdQuery = z.infer<typeof SubmissionIdQuery>;

/**
 * manage/assignments/decide: on the submitted round named (409 when it is no longer the submitted latest round). Grade
 * by the rubric (`rubricPoints`, one per criterion) or, without a rubric, by `score`; or return it for resubmission
 * with feedback.
 */
export const DecideBody = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('grade'),
    submissionId: Id,
    round: Round,
    rubricPoints: z.array(Score).max(L.criteria).optional(),
    score: Score.optional(),
    feedback: z.string().trim().max(L.feedback),
  }),
  z.object({
    decision: z.literal('return'),
    submissionId: Id,
    round: Round,
    feedback: z.string().trim().min(1).max(L.feedback),
  }),
]);
export type DecideBody = z.infer<typeof DecideBody>;

/** manage/assignments/excellent: marks a graded submission excellent (shown in the programme's showcase) or unmarks it. */
export const MarkExcellentBody = z.object({ submissionId: Id, excellent: z.boolean() });
export type MarkExcellentBody = z.infer<typeof MarkExcellentBody>;

// ---- Peer review ----

/** assignments/peerReviews/request: hand the caller a submission to review (the same open one when asked again). */
export const RequestPeerReviewBody = z.object({ assignmentId: Id });
export type RequestPeerReviewBody = z.infer<typeof RequestPeerReviewBody>;

/** A peer review as its reviewer sees it: the reviewed round without its author. */
export const PeerReviewTask = z.object({
  reviewId: Id,
  assignmentId: Id,
  assignmentTitle: z.string(),
  rubric: z.array(RubricCriterion),
  maxScore: z.number().int(),
  dueAt: IsoDateTime.nullable(),
  text: z.string(),
  files: z.array(AssignmentFile),
  status: PeerReviewStatus,
  rubricPoints: z.array(z.number().int()),
  score: z.number().int().nullable(),
  comment: z.string(),
});
export type PeerReviewTask = z.infer<typeof PeerReviewTask>;
/** assignments/peerReviews/request answers the task, or null when no submission needs a review now. */
export const PeerReviewOffer = z.object({ task: PeerReviewTask.nullable() });
export type PeerReviewOffer = z.infer<typeof PeerReviewOffer>;
export const PeerReviewIdQuery = AppIdQuery.extend({ reviewId: QueryId });
export type PeerReviewIdQuery = z.infer<typeof PeerReviewIdQuery>;

/** assignments/peerReviews/submit: scores by the rubric (or `score` without one) and a comment; once. */
export const SubmitPeerReviewBody = z.object({
  reviewId: Id,
  rubricPoints: z.array(Score).max(L.criteria).optional(),
  score: Score.optional(),
  comment: z.string().trim().min(1).max(L.comment),
});
export type SubmitPeerReviewBody = z.infer<typeof SubmitPeerReviewBody>;

// ---- Excellent work (优秀作业) ----

/** A submission marked excellent, as the programme's enrolled teachers see it. */
export const ShowcaseItem = z.object({
  submissionId: Id,
  assignmentId: Id,
  assignmentTitle: z.string(),
  authorName: z.string(),
  schoolName: z.string().nullable(),
  text: z.string(),
  files: z.array(AssignmentFile),
  score: z.number().int(),
  markedAt: IsoDateTime,
});
export type ShowcaseItem = z.infer<typeof ShowcaseItem>;
export const Showcase = z.object({ items: z.array(ShowcaseItem) });
export type Showcase = z.infer<typeof Showcase>;
