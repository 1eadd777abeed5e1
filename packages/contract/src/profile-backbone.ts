import { z } from 'zod';
import { enumSchema } from './enum-schema';
import { Level } from './enums';
import { AppIdQuery } from './envelope';
import { BackboneLimits } from './limits';
import { ProfileKindSchema } from './profile';
import { VerificationState } from './profile-enums';
import { ReviewQueueQuery, ReviewQueueRow, ReviewQueueState, reviewDecisionBody, reviewHistoryEntryOf, reviewQueuePage } from './review';

// The backbone-teacher recognition (骨干教师认定, spec 2 `/viewbackbone/apply`): a teacher picks verified profile
// records as evidence and applies with a statement; the application runs on the platform's review engine (workflow
// `backbone`: the school, then the district, then an expert panel when the tenant switches it on). Approval grants
// the `backbone` role. One open application per teacher; withdrawn while under way, resubmitted after a return.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const Statement = z.string().trim().min(1).max(BackboneLimits.statement);

/** Status of an application (the review engine's): 4 under review, 5 returned, 6 approved, 7 rejected, 8 withdrawn. */
export const BackboneStatus = z.enum(['2', '4', '5', '6', '7', '8']);
export type BackboneStatus = z.infer<typeof BackboneStatus>;

/** The records offered as evidence: ids of the caller's verified records, each once. */
const RecordIds = z
  .array(Id)
  .min(1)
  .max(BackboneLimits.records)
  .refine((ids) => new Set(ids).size === ids.length, 'names a record twice');

// ---- Requests ----

/** apply: the statement and the caller's verified records offered as evidence. */
export const BackboneApplyBody = z.object({ statement: Statement, recordIds: RecordIds });
export type BackboneApplyBody = z.infer<typeof BackboneApplyBody>;

/** resubmit: a returned application with its new statement and records (a new round). */
export const BackboneResubmitBody = z.object({ applyId: Id, statement: Statement, recordIds: RecordIds });
export type BackboneResubmitBody = z.infer<typeof BackboneResubmitBody>;

/** withdraw: the applicant takes an application back while it is under way. */
export const BackboneApplyIdBody = z.object({ applyId: Id });
export type BackboneApplyIdBody = z.infer<typeof BackboneApplyIdBody>;

/** A reviewer's decision at the current step: approve (comment optional), reject or return (a comment is required). */
export const BackboneDecideBody = reviewDecisionBody({ applyId: Id }, ['approve', 'reject', 'return']);
export type BackboneDecideBody = z.infer<typeof BackboneDecideBody>;

export const BackboneApplyIdQuery = AppIdQuery.extend({ applyId: DigitsId });

/** Which of a reviewer's lists: waiting for them, returned by them (not resubmitted yet), or decided by them. */
export const BackboneQueueState = ReviewQueueState;
export type BackboneQueueState = ReviewQueueState;

/** The reviewer's backbone applications, paged: the review vocabulary's query, with no filter of backbone's own. */
export const BackboneQueueQuery = ReviewQueueQuery;
export type BackboneQueueQuery = ReviewQueueQuery;

// ---- Answers ----

/** A verified record the caller may offer as evidence. */
export const BackboneCandidate = z.object({
  id: Id,
  kind: ProfileKindSchema,
  title: z.string(),
  date: z.iso.date(),
  level: enumSchema(Level).nullable(),
});
export type BackboneCandidate = z.infer<typeof BackboneCandidate>;

/**
 * A record offered as evidence, as it was submitted (title, date, level, fields), with where it stands now:
 * `stateNow` is null once the teacher deleted it.
 */
export const BackboneEvidenceRecord = BackboneCandidate.extend({
  fields: z.record(z.string(), z.unknown()),
  stateNow: enumSchema(VerificationState).nullable(),
});
export type BackboneEvidenceRecord = z.infer<typeof BackboneEvidenceRecord>;

/** One decision or applicant action in an application's history. */
export const BackboneHistoryEntry = reviewHistoryEntryOf(BackboneStatus);

/** An application in full: for its applicant, staff over them and reviewers of its steps. */
export const BackboneApplication = z.object({
  applyId: Id,
  userId: z.string(),
  userName: z.string(),
  orgName: z.string(),
  status: BackboneStatus,
  /** The step deciding now (school, district, expert); null unless under review. */
  stepCode: z.string().nullable(),
  round: z.number().int(),
  statement: z.string(),
  records: z.array(BackboneEvidenceRecord),
  /** The steps this application goes through (fixed when it was opened). */
  steps: z.array(z.object({ code: z.string(), role: z.string() })),
  history: z.array(BackboneHistoryEntry),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** What the caller may do with it now. */
  mayDecide: z.boolean(),
  mayWithdraw: z.boolean(),
  mayResubmit: z.boolean(),
});
export type BackboneApplication = z.infer<typeof BackboneApplication>;

/** Where an application stands after a call that moved it. */
export const BackboneState = z.object({ applyId: Id, status: BackboneStatus, stepCode: z.string().nullable(), round: z.number().int() });
export type BackboneState = z.infer<typeof BackboneState>;

/** The apply page's state: whether the caller already is a backbone teacher, and their latest application. */
export const BackboneMine = z.object({
  isBackbone: z.boolean(),
  /** The latest application (open or not); null before the first. */
  application: BackboneApplication.nullable(),
});
export type BackboneMine = z.infer<typeof BackboneMine>;

/** A row of a reviewer's list: the vocabulary's row with the status and how many records were offered. */
export const BackboneQueueItem = ReviewQueueRow.extend({
  applyId: Id,
  status: BackboneStatus,
  records: z.number().int(),
});
export type BackboneQueueItem = z.infer<typeof BackboneQueueItem>;

export const BackboneQueuePage = reviewQueuePage(BackboneQueueItem);
export type BackboneQueuePage = z.infer<typeof BackboneQueuePage>;

/** A step of the backbone workflow as the tenant has it (only optional steps may be switched). */
export const BackboneStepSetting = z.object({
  code: z.string(),
  role: z.string(),
  name: z.string(),
  nameEn: z.string(),
  switchable: z.boolean(),
  enabled: z.boolean(),
});
export type BackboneStepSetting = z.infer<typeof BackboneStepSetting>;

export const BackboneSaveStepBody = z.object({ stepCode: z.string().regex(/^[a-z]{1,16}$/), enabled: z.boolean() });
export type BackboneSaveStepBody = z.infer<typeof BackboneSaveStepBody>;
