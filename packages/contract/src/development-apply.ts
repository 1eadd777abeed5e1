import { z } from 'zod';
import { CheckedCondition, ModelCode, PhaseCode, SectionCode } from './development-model';
import { AppIdQuery, paged } from './envelope';
import { DevelopmentLimits } from './limits';
import {
  ReviewComment,
  ReviewQueueCounts,
  ReviewQueueQuery as QueueQuery,
  ReviewQueueRow,
  ReviewQueueState,
  reviewDecisionBody,
  reviewHistoryEntryOf,
} from './review';

// Development (career-stage) applications: a teacher applies for the next phase of a post type's path with a
// statement and evidence files; the application goes through the platform's review engine (workflow
// `development`: school, then district, optionally an expert panel).

/** An application's id. */
export const ApplyId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');

/** Apply status of a running or decided application: 2 in application, 4 under review, 5 returned, 6 approved, 7 rejected, 8 withdrawn. */
export const ApplyStatusValue = z.enum(['2', '4', '5', '6', '7', '8']);
export type ApplyStatusValue = z.infer<typeof ApplyStatusValue>;

/** Evidence: condition code -> the ids of the caller's uploaded `evidence` files for it. */
export const ApplyEvidence = z.record(ModelCode, z.array(z.uuid()).min(1).max(DevelopmentLimits.evidenceFiles));
export type ApplyEvidence = z.infer<typeof ApplyEvidence>;

const Statement = z.string().trim().min(1).max(DevelopmentLimits.statement);

// ---- Requests ----

/** developmentApply: the phase applied for, the teacher's statement and their evidence. */
export const DevelopmentApplyBody = z.object({
  /** The school section the application is made in; the post type must be open in it. */
  sectionCode: SectionCode,
  postTypeCode: ModelCode,
  /** Must be the next phase getCanSelectPhase offers. */
  phaseCode: PhaseCode,
  /** What the teacher says in support of the application. */
  statement: Statement,
  /** Every condition with a required file needs at least that many files here. */
  evidence: ApplyEvidence,
});
export type DevelopmentApplyBody = z.infer<typeof DevelopmentApplyBody>;

/** updateApply: the new statement and evidence of a returned application. */
export const UpdateApplyBody = z.object({ applyId: ApplyId, statement: Statement, evidence: ApplyEvidence });
export type UpdateApplyBody = z.infer<typeof UpdateApplyBody>;

/** A call naming one application. */
export const ApplyIdBody = z.object({ applyId: ApplyId });
export type ApplyIdBody = z.infer<typeof ApplyIdBody>;

/** suggestUpdApply: return for changes, saying what to change. */
export const SuggestUpdateBody = z.object({ applyId: ApplyId, comment: ReviewComment });
export type SuggestUpdateBody = z.infer<typeof SuggestUpdateBody>;

/**
 * auditApply: approve (comment optional) or reject (a reason is required). `finish` with an approval of the last
 * step also finishes the process in the same transaction (district admins), one confirmed action instead of two;
 * refused (422) when the approval is not the last step's.
 */
export const AuditApplyBody = reviewDecisionBody({ applyId: ApplyId }, ['approve', 'reject'], { finish: z.boolean().optional() });
export type AuditApplyBody = z.infer<typeof AuditApplyBody>;

/** A read naming one application. */
export const ApplyIdQuery = AppIdQuery.extend({ applyId: DigitsId });
/** A read about one teacher (oneself, or one a staff member is over). */
export const ApplyUserQuery = AppIdQuery.extend({ userId: DigitsId });
/**
 * Which of a reviewer's lists to read: `pending` waits for their decision now, `returned` they returned and the
 * teacher has not resubmitted yet, `decided` they have decided at some time (approved, rejected or returned).
 */
export { ReviewQueueState };

const QueueDate = z.iso.date();

/**
 * The reviewer's queue, paged and filtered: the review vocabulary's query with development's filters. Every filter is
 * optional, so a client that sends only the page gets the applications awaiting its decision as before.
 */
export const ReviewQueueQuery = QueueQuery.extend({
  /** Only applications whose current step (the one deciding, or that returned it) is this one. */
  stepCode: ModelCode.optional(),
  /** Only applications in this apply status (useful in `decided`). */
  status: ApplyStatusValue.optional(),
  postTypeCode: ModelCode.optional(),
  /** The phase applied for. */
  phaseCode: PhaseCode.optional(),
  /** The school section the application was made in. */
  sectionCode: SectionCode.optional(),
  /** Submitted on or after this day (YYYY-MM-DD, China time). */
  submittedFrom: QueueDate.optional(),
  /** Submitted on or before this day (YYYY-MM-DD, China time). */
  submittedTo: QueueDate.optional(),
}).refine((query) => !query.submittedFrom || !query.submittedTo || query.submittedFrom <= query.submittedTo, {
  message: 'submittedFrom must not be after submittedTo',
  path: ['submittedTo'],
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuery>;

// ---- Answers ----

/** Where an application stands after a call that moved it. */
export const ApplyState = z.object({
  applyId: ApplyId,
  status: ApplyStatusValue,
  /** The step deciding now (school, district, expert); null unless under review. */
  stepCode: z.string().nullable(),
  /** 1 for the first submission, one more for each resubmission. */
  round: z.number().int(),
  /** When the process was finished and the teacher moved to the phase (ISO 8601); null before. */
  finishedAt: z.string().nullable(),
});
export type ApplyState = z.infer<typeof ApplyState>;

/**
 * An evidence file as reviewers see it; open it with GET /files/{id}. A file deleted since it was submitted is
 * still listed, with the name (and type and size) it had and `missing: true`, so nobody mistakes it for one never sent.
 */
export const EvidenceFile = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** True when the file no longer exists; name, type and size are then as submitted (empty/0 if not recorded). */
  missing: z.boolean().optional(),
});
export type EvidenceFile = z.infer<typeof EvidenceFile>;

/** One entry of an application's decision history; never rewritten: the review vocabulary's, with who decided in which role. */
export const ApplyDecision = reviewHistoryEntryOf(ApplyStatusValue).extend({
  actorUserId: z.string(),
  /** The role that decided the step, or `applicant`. */
  role: z.string(),
});
export type ApplyDecision = z.infer<typeof ApplyDecision>;

/** getApplyDetailAndAuditInfo: the application as last submitted, its review and its history. */
export const ApplyDetail = ApplyState.extend({
  userId: z.string(),
  userName: z.string(),
  orgName: z.string(),
  sectionCode: z.string(),
  postTypeCode: z.string(),
  postTypeName: z.string(),
  postTypeNameEn: z.string(),
  /** The phase applied for. */
  phaseCode: z.string(),
  phaseName: z.string(),
  phaseNameEn: z.string(),
  /** The teacher's phase when they applied. */
  fromPhaseCode: z.string(),
  fromPhaseName: z.string(),
  statement: z.string(),
  /** The conditions as evaluated when the application was last submitted. */
  conditions: z.array(CheckedCondition),
  /** The evidence per condition; files deleted by their owner since are kept with `missing: true`. */
  evidence: z.array(z.object({ conditionCode: z.string(), files: z.array(EvidenceFile) })),
  /** The steps of this review in order. */
  steps: z.array(z.object({ code: z.string(), role: z.string(), scope: z.enum(['org', 'tenant']) })),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  history: z.array(ApplyDecision),
});
export type ApplyDetail = z.infer<typeof ApplyDetail>;

/** historyRecord: one of the teacher's applications. */
export const ApplyRecord = z.object({
  applyId: ApplyId,
  postTypeCode: z.string(),
  postTypeName: z.string(),
  fromPhaseCode: z.string(),
  phaseCode: z.string(),
  phaseName: z.string(),
  status: ApplyStatusValue,
  round: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ApplyRecord = z.infer<typeof ApplyRecord>;

/** historyPhrase: one move up the ladder, from a finished application. */
export const PhaseHistoryItem = z.object({
  applyId: ApplyId,
  postTypeCode: z.string(),
  fromPhaseCode: z.string(),
  fromPhaseName: z.string(),
  phaseCode: z.string(),
  phaseName: z.string(),
  /** When the teacher reached the phase (ISO 8601). */
  finishedAt: z.string(),
});
export type PhaseHistoryItem = z.infer<typeof PhaseHistoryItem>;

/** One application in a reviewer's list: the vocabulary's row with the post type and phase applied for. */
export const ReviewQueueItem = ReviewQueueRow.extend({
  applyId: ApplyId,
  postTypeCode: z.string(),
  postTypeName: z.string(),
  phaseCode: z.string(),
  phaseName: z.string(),
  /** The apply status now (4 in the pending list; any in the others). */
  status: ApplyStatusValue.optional(),
  /** The school section the application was made in. */
  sectionCode: z.string().optional(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItem>;

/** How many applications each of the reviewer's lists holds under the same filters (the state aside). */
export { ReviewQueueCounts };

/**
 * The caller's review queue: `pending` oldest submission first, the other lists latest change first; with the
 * counts of every list.
 */
export const ReviewQueuePage = paged(ReviewQueueItem).extend({ counts: ReviewQueueCounts.optional() });
export type ReviewQueuePage = z.infer<typeof ReviewQueuePage>;

/** A named choice of a queue filter. */
const FilterChoice = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });

/** reviewQueueFilters: what the queue's filters offer: the tenant's post types, ladder phases and review steps. */
export const ReviewQueueFilters = z.object({
  postTypes: z.array(FilterChoice),
  phases: z.array(FilterChoice),
  steps: z.array(FilterChoice),
});
export type ReviewQueueFilters = z.infer<typeof ReviewQueueFilters>;
