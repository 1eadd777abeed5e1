import { z } from 'zod';
import { ApplyWindow, ApplyWindowInput, CallEligibility, endsAfterStart, savedAtVersion, Version, versionedBody } from './call';
import { ApplyStatus } from './enums';
import { enumSchema } from './enum-schema';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { KEYWORD_MAX } from './limits';
import { ReviewQueueQuery, reviewDecisionBody, reviewHistoryEntryOf, reviewQueuePage } from './review';
import {
  TopicAppraisal,
  TopicCallState,
  TopicDecision,
  TopicLevel,
  TopicLimits,
  TopicMemberStatus,
  TopicPhase,
  TopicRecordKind,
  TopicReviewKind,
  TopicStageKind,
  TopicStageStatus,
} from './topic-enums';

// Research topics (课题). District staff publish calls (课题指南); a teacher hosts an application with members who
// confirm, a research plan and attachments; the review engine runs school -> district -> expert panel (workflow
// `topic`), and the panel's mean score against the call's pass score decides approval (立项: a number and a
// period). An approved topic files its opening report, mid-term check and conclusion in that order (change requests
// between), each reviewed school -> district (`topic-stage`), the conclusion also appraised by experts
// (`topic-conclusion`). Members keep process records. The spec shows the routes but no calls: these are ours.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const Day = z.iso.date();
const Title = z.string().trim().min(1).max(TopicLimits.title);
/** Free text that a draft may leave empty (submission checks it is given). */
const DraftText = z.string().trim().max(TopicLimits.text);
const Comment = z.string().trim().min(1).max(TopicLimits.reviewComment);
const FileIds = z
  .array(z.uuid())
  .max(TopicLimits.files)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'a file is listed twice' });
const UserIds = (max: number) =>
  z
    .array(Id)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a person is listed twice' });

/** The call's id (`prjId` in page state). */
export const TopicCallId = Id;
/** The topic's id, from its application on (`applyId` in page state). */
export const TopicApplyId = Id;

export const TopicLevelValue = enumSchema(TopicLevel);
export const TopicCallStateValue = enumSchema(TopicCallState);
export const TopicPhaseValue = enumSchema(TopicPhase);
export const TopicMemberStatusValue = enumSchema(TopicMemberStatus);
export const TopicStageKindValue = enumSchema(TopicStageKind);
export const TopicReviewKindValue = enumSchema(TopicReviewKind);
export const TopicAppraisalValue = enumSchema(TopicAppraisal);
export const TopicRecordKindValue = enumSchema(TopicRecordKind);
export const TopicDecisionValue = enumSchema(TopicDecision);
export const TopicStageStatusValue = enumSchema(TopicStageStatus);
/** Apply status of an application's review: 2 in application (draft), 4 under review, 5 returned, 6 passed, 7 rejected, 8 withdrawn. */
export const TopicApplyStatus = enumSchema(ApplyStatus);
export type TopicApplyStatus = z.infer<typeof TopicApplyStatus>;

// ---- Calls (课题指南) ----

/** A suggested topic of a call; `key` is stable so an application can name it. */
export const TopicSuggestion = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, '1-16 letters, digits, _ or -'),
  title: Title,
  /** The level it is suggested at; null for any of the call's levels. */
  level: TopicLevelValue.nullable(),
  description: z.string().trim().max(TopicLimits.shortText).default(''),
});
export type TopicSuggestion = z.infer<typeof TopicSuggestion>;

/** Who may host an application (sections, subjects, roles); an empty list does not restrict. */
export const TopicEligibility = CallEligibility;
export type TopicEligibility = z.infer<typeof TopicEligibility>;

/** A call's fields as district staff write them. */
export const TopicCallInput = z.object({
  title: Title,
  /** The year the call funds (numbering of approved topics goes by it). */
  year: z.number().int().min(2000).max(2100),
  description: z.string().trim().max(TopicLimits.text).default(''),
  levels: z
    .array(TopicLevelValue)
    .min(1)
    .max(TopicLimits.levels)
    .refine((levels) => new Set(levels).size === levels.length, { message: 'a level is listed twice' }),
  suggestions: z
    .array(TopicSuggestion)
    .max(TopicLimits.suggestions)
    .refine((items) => new Set(items.map((item) => item.key)).size === items.length, { message: 'suggestion keys must differ' }),
  eligibility: TopicEligibility,
  ...ApplyWindowInput.shape,
  /** Members a topic may have besides its host. */
  memberCap: z.number().int().min(0).max(TopicLimits.memberCapMax),
  /** Documents an application must attach (names shown to applicants). */
  requiredDocuments: z.array(z.string().trim().min(1).max(TopicLimits.title)).max(TopicLimits.documents),
  /** How many experts score each application (and appraise each conclusion). */
  expertCount: z.number().int().min(1).max(TopicLimits.expertsMax),
  /** The mean expert score (0-100) an application needs to be approved. */
  passScore: z.number().min(0).max(TopicLimits.scoreMax),
  /** The research period approved topics get; stage deadlines derive from it. */
  periodStartsOn: Day,
  periodEndsOn: Day,
});
export type TopicCallInput = z.infer<typeof TopicCallInput>;

const callRules = <T extends z.ZodType<TopicCallInput>>(schema: T) =>
  endsAfterStart(schema)
    .refine((body) => body.periodStartsOn < body.periodEndsOn, {
      message: 'periodEndsOn must be after periodStartsOn',
      path: ['periodEndsOn'],
    })
    .refine((body) => body.suggestions.every((item) => item.level === null || body.levels.includes(item.level)), {
      message: 'a suggestion’s level must be one of the call’s levels',
      path: ['suggestions'],
    });

/** manage/calls/save: creates a draft (no callId) or replaces a draft's fields (callId with the version read). */
export const SaveTopicCallBody = callRules(
  savedAtVersion(TopicCallInput.extend({ callId: TopicCallId.optional(), version: Version.optional() }), 'callId'),
);
export type SaveTopicCallBody = z.infer<typeof SaveTopicCallBody>;

/** publish / close: a call at the version read. */
export const TopicCallVersionBody = versionedBody('callId', TopicCallId);
export type TopicCallVersionBody = z.infer<typeof TopicCallVersionBody>;

/** A read naming one call. */
export const TopicCallIdQuery = AppIdQuery.extend({ callId: DigitsId });
export type TopicCallIdQuery = z.infer<typeof TopicCallIdQuery>;

/** manage/calls/list: the tenant's calls, newest first. */
export const ManageTopicCallsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  state: TopicCallStateValue.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
});
export type ManageTopicCallsQuery = z.infer<typeof ManageTopicCallsQuery>;

/** A call as every reader sees it. */
export const TopicCall = z.object({
  callId: TopicCallId,
  title: z.string(),
  year: z.number().int(),
  description: z.string(),
  levels: z.array(TopicLevelValue),
  suggestions: z.array(TopicSuggestion),
  eligibility: TopicEligibility,
  ...ApplyWindow.shape,
  memberCap: z.number().int(),
  requiredDocuments: z.array(z.string()),
  expertCount: z.number().int(),
  passScore: z.number(),
  periodStartsOn: z.string(),
  periodEndsOn: z.string(),
  state: TopicCallStateValue,
  ownerOrgName: z.string(),
  publishedAt: z.string().nullable(),
});
export type TopicCall = z.infer<typeof TopicCall>;

/** A call on the staff side, with its version and how many applications it has (drafts included). */
export const ManageTopicCall = TopicCall.extend({ version: Version, applicationCount: z.number().int(), closedAt: z.string().nullable() });
export type ManageTopicCall = z.infer<typeof ManageTopicCall>;
export const ManageTopicCallPage = paged(ManageTopicCall);
export type ManageTopicCallPage = z.infer<typeof ManageTopicCallPage>;

/** Answer of call writes. */
export const TopicCallWriteResult = z.object({ callId: TopicCallId, state: TopicCallStateValue, version: Version });
export type TopicCallWriteResult = z.infer<typeof TopicCallWriteResult>;

/** Why a teacher may not host an application to a call. */
export const TopicIneligibleReason = z.enum(['notOpen', 'section', 'subject', 'role']);
export type TopicIneligibleReason = z.infer<typeof TopicIneligibleReason>;

/** GET /topic/calls: the published calls of the tenant, open ones first. */
export const OpenTopicCallsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
  level: TopicLevelValue.optional(),
  /** Only calls inside their window now (default), or every published and closed one. */
  openOnly: z.enum(['true', 'false']).default('true'),
});
export type OpenTopicCallsQuery = z.infer<typeof OpenTopicCallsQuery>;

/** A call as a teacher sees it: whether it is open and whether I may apply, and my application to it if any. */
export const TopicCallForTeacher = TopicCall.extend({
  open: z.boolean(),
  eligible: z.boolean(),
  reasons: z.array(TopicIneligibleReason),
  myApplyId: TopicApplyId.nullable(),
});
export type TopicCallForTeacher = z.infer<typeof TopicCallForTeacher>;
export const TopicCallForTeacherPage = paged(TopicCallForTeacher);
export type TopicCallForTeacherPage = z.infer<typeof TopicCallForTeacherPage>;

// ---- Applications ----

/** One stage of a research plan, with its dates. */
export const PlanStage = z.object({
  title: Title,
  startsOn: Day,
  endsOn: Day,
  /** What is done in it. */
  tasks: z.string().trim().max(TopicLimits.shortText).default(''),
});
export type PlanStage = z.infer<typeof PlanStage>;

/** The research plan (研究方案). A draft may leave parts empty; submitting needs every part. */
export const ResearchPlan = z.object({
  background: DraftText,
  aims: DraftText,
  methods: DraftText,
  stages: z.array(PlanStage).max(TopicLimits.planStages),
  expectedResults: DraftText,
  references: z.array(z.string().trim().min(1).max(TopicLimits.shortText)).max(TopicLimits.references),
});
export type ResearchPlan = z.infer<typeof ResearchPlan>;

/**
 * apply/save: creates my draft application to a call (no applyId) or saves it (applyId with the version read)
 * while it is a draft or returned. Members are chosen by id within the tenant (at most the call's member cap);
 * newly listed ones are asked to confirm, those left out are removed. Files are my own uploads (`evidence` or
 * `document`).
 */
export const SaveTopicApplicationBody = z
  .object({
    callId: TopicCallId,
    applyId: TopicApplyId.optional(),
    version: Version.optional(),
    title: Title,
    level: TopicLevelValue,
    /** The call's suggested topic this answers; null for a topic of my own. */
    suggestionKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,16}$/)
      .nullable(),
    memberUserIds: UserIds(TopicLimits.memberCapMax),
    plan: ResearchPlan,
    fileIds: FileIds,
  })
  .refine((body) => body.applyId === undefined || body.version !== undefined, {
    message: 'version is required with applyId',
    path: ['version'],
  })
  .refine((body) => body.plan.stages.every((stage) => stage.startsOn <= stage.endsOn), {
    message: 'a stage ends before it starts',
    path: ['plan', 'stages'],
  });
export type SaveTopicApplicationBody = z.infer<typeof SaveTopicApplicationBody>;

/** A read naming one topic. */
export const TopicApplyIdQuery = AppIdQuery.extend({ applyId: DigitsId });
export type TopicApplyIdQuery = z.infer<typeof TopicApplyIdQuery>;

/** submit (or resubmit a returned one) and withdraw: my application at the version read. */
export const TopicApplyVersionBody = z.object({ applyId: TopicApplyId, version: Version });
export type TopicApplyVersionBody = z.infer<typeof TopicApplyVersionBody>;

/** Answer of application writes. */
export const TopicApplyWriteResult = z.object({
  applyId: TopicApplyId,
  version: Version,
  status: TopicApplyStatus,
  phase: TopicPhaseValue,
  savedAt: z.string(),
});
export type TopicApplyWriteResult = z.infer<typeof TopicApplyWriteResult>;

/** A person as topic pages show them. */
export const TopicPerson = z.object({ userId: z.string(), name: z.string(), orgName: z.string() });
export type TopicPerson = z.infer<typeof TopicPerson>;

/** A member of a topic and their answer; only `confirmed` members are active. */
export const TopicMember = TopicPerson.extend({ status: TopicMemberStatusValue, respondedAt: z.string().nullable() });
export type TopicMember = z.infer<typeof TopicMember>;

/** A file of a topic (application attachment, stage document, process record file). `public` is the host's share choice. */
export const TopicFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  public: z.boolean(),
});
export type TopicFile = z.infer<typeof TopicFile>;

/** A change request's content: members added and removed, a new end of the period, and why. */
export const TopicChange = z.object({
  reason: z.string().trim().min(1).max(TopicLimits.shortText),
  addMemberUserIds: UserIds(TopicLimits.memberCapMax),
  removeMemberUserIds: UserIds(TopicLimits.memberCapMax),
  /** A later end of the research period; null to keep it. */
  newPeriodEndsOn: Day.nullable(),
});
export type TopicChange = z.infer<typeof TopicChange>;

/** A change request as pages read it: its content and the people it adds or removes, so they are shown by name. */
export const TopicChangeView = TopicChange.extend({ people: z.array(TopicPerson) });
export type TopicChangeView = z.infer<typeof TopicChangeView>;

/** A stage filing and its review. */
export const TopicStage = z.object({
  stageId: Id,
  kind: TopicStageKindValue,
  status: TopicStageStatusValue,
  /** The report (opening, mid-term, conclusion) or the change request's explanation. */
  report: z.string(),
  /** The conclusion's results (成果), empty for other stages. */
  results: z.string(),
  change: TopicChangeView.nullable(),
  files: z.array(TopicFile),
  /** The review item staff decide on. */
  reviewId: Id,
  stepCode: z.string().nullable(),
  round: z.number().int(),
  version: Version,
  /** The panel's appraisal of a conclusion, once every expert gave theirs. */
  appraisal: TopicAppraisalValue.nullable(),
  /** The comment of the last return or rejection. */
  returnComment: z.string().nullable(),
  filedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TopicStage = z.infer<typeof TopicStage>;

/** One of the three ordered stages of an approved topic with its deadline and its latest filing. */
export const TopicStageSlot = z.object({
  kind: z.enum(['opening', 'midterm', 'conclusion']),
  /** The first day it may be filed: the period's first day for the opening, the day the stage before falls due for the others. */
  opensOn: z.string(),
  dueOn: z.string(),
  /** Past its deadline and not passed. */
  overdue: z.boolean(),
  /** Filing allowed now (approved topic, its window open, the stage before passed, none under review), or filing a returned one again. */
  canFile: z.boolean(),
  stage: TopicStage.nullable(),
});
export type TopicStageSlot = z.infer<typeof TopicStageSlot>;

/** What is due next on an approved topic. */
export const TopicDue = z.object({ kind: z.enum(['opening', 'midterm', 'conclusion']), dueOn: z.string(), overdue: z.boolean() });
export type TopicDue = z.infer<typeof TopicDue>;

/**
 * topics/detail: one topic as the apply form, the host page and reviewers read it. The host and confirmed members
 * see it always, an invited member to answer the invitation, reviewers and staff over the host's school once
 * submitted.
 */
export const TopicDetail = z.object({
  applyId: TopicApplyId,
  callId: TopicCallId,
  callTitle: z.string(),
  callYear: z.number().int(),
  title: z.string(),
  level: TopicLevelValue,
  suggestionKey: z.string().nullable(),
  host: TopicPerson,
  members: z.array(TopicMember),
  plan: ResearchPlan,
  files: z.array(TopicFile),
  phase: TopicPhaseValue,
  /** The application review's apply status. */
  status: TopicApplyStatus,
  stepCode: z.string().nullable(),
  round: z.number().int(),
  version: Version,
  /** The comment of the last return or rejection of the application. */
  returnComment: z.string().nullable(),
  /** Given at approval: unique per tenant and year, e.g. 2026-003. */
  topicNo: z.string().nullable(),
  periodStartsOn: z.string().nullable(),
  periodEndsOn: z.string().nullable(),
  approvedAt: z.string().nullable(),
  concludedAt: z.string().nullable(),
  appraisal: TopicAppraisalValue.nullable(),
  /** The conclusion's results, once concluded. */
  results: z.string(),
  sharedAt: z.string().nullable(),
  shareAbstract: z.string(),
  /** Opening, mid-term and conclusion with deadlines (empty before approval). */
  stages: z.array(TopicStageSlot),
  /** Change requests, newest first. */
  changes: z.array(TopicStage),
  nextDue: TopicDue.nullable(),
  recordCount: z.number().int(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** What the caller is to this topic. */
  myRole: z.enum(['host', 'member', 'invited', 'reviewer']),
  /** The host may change and submit it now (draft or returned). */
  canEdit: z.boolean(),
  /** A change request may be filed now (approved, no conclusion or change pending). */
  canRequestChange: z.boolean(),
});
export type TopicDetail = z.infer<typeof TopicDetail>;

/** One of my applications (applyRecord): where it stands. */
export const MyTopicApplication = z.object({
  applyId: TopicApplyId,
  callTitle: z.string(),
  title: z.string(),
  level: TopicLevelValue,
  status: TopicApplyStatus,
  stepCode: z.string().nullable(),
  round: z.number().int(),
  phase: TopicPhaseValue,
  topicNo: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type MyTopicApplication = z.infer<typeof MyTopicApplication>;
export const MyTopicApplications = z.array(MyTopicApplication);

/**
 * One entry of a topic's review history (application and stages), oldest first, never rewritten: the review
 * vocabulary's, with the review (application or stage filing) it belongs to.
 */
export const TopicHistoryEntry = reviewHistoryEntryOf(TopicApplyStatus).extend({
  reviewKind: TopicReviewKindValue,
  stageId: Id.nullable(),
});
export type TopicHistoryEntry = z.infer<typeof TopicHistoryEntry>;
export const TopicHistory = z.array(TopicHistoryEntry);

/** members/candidates: teachers of the tenant by name, to list as members. */
export const TopicMemberCandidatesQuery = AppIdQuery.extend({ keyword: z.string().trim().min(1).max(KEYWORD_MAX) });
export type TopicMemberCandidatesQuery = z.infer<typeof TopicMemberCandidatesQuery>;
export const TopicPeople = z.array(TopicPerson);

/** members/respond: my answer to being listed on a topic (while invited). */
export const RespondTopicMembershipBody = z.object({ applyId: TopicApplyId, accept: z.boolean() });
export type RespondTopicMembershipBody = z.infer<typeof RespondTopicMembershipBody>;

/** topics/mine: topics I host or am a member of (invitations included), newest first. */
export const MyTopicsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  role: z.enum(['all', 'host', 'member']).default('all'),
  phase: TopicPhaseValue.optional(),
});
export type MyTopicsQuery = z.infer<typeof MyTopicsQuery>;

/** One topic on my topics page. */
export const MyTopicRow = z.object({
  applyId: TopicApplyId,
  title: z.string(),
  topicNo: z.string().nullable(),
  level: TopicLevelValue,
  phase: TopicPhaseValue,
  status: TopicApplyStatus,
  myRole: z.enum(['host', 'member', 'invited']),
  host: TopicPerson,
  periodStartsOn: z.string().nullable(),
  periodEndsOn: z.string().nullable(),
  nextDue: TopicDue.nullable(),
});
export type MyTopicRow = z.infer<typeof MyTopicRow>;
export const MyTopicPage = paged(MyTopicRow);
export type MyTopicPage = z.infer<typeof MyTopicPage>;

// ---- Stages ----

const StageCommon = {
  applyId: TopicApplyId,
  /** A returned filing being filed again, with its version; absent for a new filing. */
  stageId: Id.optional(),
  version: Version.optional(),
  fileIds: FileIds,
};

/**
 * stages/file: the host files a stage (or files a returned one again). Opening, mid-term and conclusion must come
 * in order (422 TOPIC_STAGE_ORDER otherwise); one filing of a kind is pending at a time.
 */
export const FileTopicStageBody = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('opening'), report: z.string().trim().min(1).max(TopicLimits.text), ...StageCommon }),
    z.object({ kind: z.literal('midterm'), report: z.string().trim().min(1).max(TopicLimits.text), ...StageCommon }),
    z.object({
      kind: z.literal('conclusion'),
      report: z.string().trim().min(1).max(TopicLimits.text),
      /** The results (成果) the topic produced. */
      results: z.string().trim().min(1).max(TopicLimits.text),
      ...StageCommon,
    }),
    z.object({ kind: z.literal('change'), change: TopicChange, ...StageCommon }),
  ])
  .refine((body) => body.stageId === undefined || body.version !== undefined, {
    message: 'version is required with stageId',
    path: ['version'],
  });
export type FileTopicStageBody = z.infer<typeof FileTopicStageBody>;

/** Answer of a stage filing. */
export const TopicStageWriteResult = z.object({ stageId: Id, kind: TopicStageKindValue, status: TopicStageStatusValue, version: Version });
export type TopicStageWriteResult = z.infer<typeof TopicStageWriteResult>;

// ---- Process records (过程记录) ----

/** records/save: a host or confirmed member adds a record to an approved topic (no recordId) or edits their own. */
export const SaveTopicRecordBody = z
  .object({
    applyId: TopicApplyId,
    recordId: Id.optional(),
    version: Version.optional(),
    kind: TopicRecordKindValue,
    title: Title,
    occurredOn: Day,
    description: z.string().trim().max(TopicLimits.text).default(''),
    fileIds: FileIds,
  })
  .refine((body) => body.recordId === undefined || body.version !== undefined, {
    message: 'version is required with recordId',
    path: ['version'],
  });
export type SaveTopicRecordBody = z.infer<typeof SaveTopicRecordBody>;

/** records/delete: the author removes their record at the version read. */
export const DeleteTopicRecordBody = z.object({ recordId: Id, version: Version });
export type DeleteTopicRecordBody = z.infer<typeof DeleteTopicRecordBody>;

/** records/list: a topic's records (applyId), or mine across topics (no applyId), newest day first. */
export const TopicRecordsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  applyId: DigitsId.optional(),
  kind: TopicRecordKindValue.optional(),
});
export type TopicRecordsQuery = z.infer<typeof TopicRecordsQuery>;

/** A process record. */
export const TopicRecord = z.object({
  recordId: Id,
  applyId: TopicApplyId,
  topicTitle: z.string(),
  kind: TopicRecordKindValue,
  title: z.string(),
  occurredOn: z.string(),
  description: z.string(),
  files: z.array(TopicFile),
  author: TopicPerson,
  createdAt: z.string(),
  version: Version,
  /** Its author may edit and delete it. */
  canEdit: z.boolean(),
});
export type TopicRecord = z.infer<typeof TopicRecord>;
export const TopicRecordPage = paged(TopicRecord);
export type TopicRecordPage = z.infer<typeof TopicRecordPage>;

/** Answer of record writes. */
export const TopicRecordWriteResult = z.object({ recordId: Id, version: Version });
export type TopicRecordWriteResult = z.infer<typeof TopicRecordWriteResult>;

// ---- Staff review ----

/** manage/review/queue: applications and stage filings waiting for the caller's step (school or district staff). */
export const TopicReviewQueueQuery = ReviewQueueQuery.extend({
  kind: TopicReviewKindValue.optional(),
  callId: DigitsId.optional(),
});
export type TopicReviewQueueQuery = z.infer<typeof TopicReviewQueueQuery>;

/** How far an expert panel is: experts assigned, and of them those who submitted. */
export const TopicPanelProgress = z.object({ required: z.number().int(), assigned: z.number().int(), submitted: z.number().int() });

/** One item of a review queue. */
export const TopicReviewItem = z.object({
  reviewId: Id,
  kind: TopicReviewKindValue,
  applyId: TopicApplyId,
  stageId: Id.nullable(),
  title: z.string(),
  topicNo: z.string().nullable(),
  level: TopicLevelValue,
  callTitle: z.string(),
  host: TopicPerson,
  status: TopicApplyStatus,
  stepCode: z.string().nullable(),
  round: z.number().int(),
  submittedAt: z.string().nullable(),
  /** For reviews with an expert step (application, conclusion). */
  panel: TopicPanelProgress.nullable(),
});
export type TopicReviewItem = z.infer<typeof TopicReviewItem>;

export const TopicReviewQueuePage = reviewQueuePage(TopicReviewItem);
export type TopicReviewQueuePage = z.infer<typeof TopicReviewQueuePage>;

/** A read naming one review item. */
export const TopicReviewIdQuery = AppIdQuery.extend({ reviewId: DigitsId });
export type TopicReviewIdQuery = z.infer<typeof TopicReviewIdQuery>;

/** An expert on a review's panel, as district staff see them (scores appear once submitted). */
export const TopicPanelMember = TopicPerson.extend({
  submitted: z.boolean(),
  score: z.number().nullable(),
  appraisal: TopicAppraisalValue.nullable(),
  comment: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type TopicPanelMember = z.infer<typeof TopicPanelMember>;

/** manage/review/detail: the item with the topic, the filing, the panel and the history. */
export const TopicReviewDetail = TopicReviewItem.extend({
  version: Version,
  topic: TopicDetail,
  /** The filing under review; null for the application. */
  stage: TopicStage.nullable(),
  steps: z.array(z.object({ code: z.string(), role: z.string() })),
  /** Whether the caller may decide its current (school or district) step now. */
  canDecide: z.boolean(),
  /** Whether the caller may set its expert panel now (district staff, before every expert submitted). */
  canAssignExperts: z.boolean(),
  passScore: z.number(),
  /** How many experts the call's panel needs (the panel chooser asks for exactly that many). */
  expertCount: z.number().int(),
  panel: z.array(TopicPanelMember),
  history: TopicHistory,
});
export type TopicReviewDetail = z.infer<typeof TopicReviewDetail>;

/** manage/review/decide: approve, return for changes or reject (comment required for both) the caller's step. */
export const TopicDecideBody = reviewDecisionBody({ reviewId: Id, version: Version.optional() }, ['approve', 'return', 'reject']);
export type TopicDecideBody = z.infer<typeof TopicDecideBody>;

/** Where a review stands after a decision or a score. */
export const TopicReviewState = z.object({
  reviewId: Id,
  status: TopicApplyStatus,
  stepCode: z.string().nullable(),
  round: z.number().int(),
  version: Version,
});
export type TopicReviewState = z.infer<typeof TopicReviewState>;

/** manage/experts/candidates: users with the expert role in the tenant, by name. */
export const TopicExpertCandidatesQuery = AppIdQuery.extend({ keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional() });
export type TopicExpertCandidatesQuery = z.infer<typeof TopicExpertCandidatesQuery>;

/**
 * manage/experts/assign: sets the panel of an application or conclusion review (exactly the call's expertCount
 * experts; never the host or a member). While it is at its district or expert step; an expert who submitted stays
 * (409 EXPERT_HAS_SCORED).
 */
export const AssignTopicExpertsBody = z.object({
  reviewId: Id,
  expertUserIds: UserIds(TopicLimits.expertsMax).refine((ids) => ids.length > 0, 'at least one expert'),
});
export type AssignTopicExpertsBody = z.infer<typeof AssignTopicExpertsBody>;

/** manage/topics/overview: the tenant's (district) or school's topics with their phase and what is due or overdue. */
export const TopicOverviewQuery = AppIdQuery.extend(PageQuery.shape).extend({
  phase: TopicPhaseValue.optional(),
  callId: DigitsId.optional(),
  overdue: z.enum(['true', 'false']).optional(),
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
});
export type TopicOverviewQuery = z.infer<typeof TopicOverviewQuery>;

/** One row of the overview. */
export const TopicOverviewRow = z.object({
  applyId: TopicApplyId,
  title: z.string(),
  topicNo: z.string().nullable(),
  level: TopicLevelValue,
  callTitle: z.string(),
  host: TopicPerson,
  memberCount: z.number().int(),
  phase: TopicPhaseValue,
  status: TopicApplyStatus,
  stepCode: z.string().nullable(),
  periodStartsOn: z.string().nullable(),
  periodEndsOn: z.string().nullable(),
  /** The stage the topic is on, if any filing is pending. */
  pendingStage: TopicStageKindValue.nullable(),
  nextDue: TopicDue.nullable(),
  appraisal: TopicAppraisalValue.nullable(),
});
export type TopicOverviewRow = z.infer<typeof TopicOverviewRow>;
export const TopicOverviewPage = paged(TopicOverviewRow).extend({ overdueCount: z.number().int() });
export type TopicOverviewPage = z.infer<typeof TopicOverviewPage>;

// ---- Experts ----

/** expert/list: the reviews I am on the panel of, waiting for my score or done. */
export const TopicExpertQueueQuery = AppIdQuery.extend(PageQuery.shape).extend({ state: z.enum(['pending', 'done']).default('pending') });
export type TopicExpertQueueQuery = z.infer<typeof TopicExpertQueueQuery>;

/** One review on my panel list. */
export const TopicExpertItem = z.object({
  reviewId: Id,
  kind: z.enum(['application', 'conclusion']),
  applyId: TopicApplyId,
  title: z.string(),
  level: TopicLevelValue,
  callTitle: z.string(),
  /** Scoring opens when the review reaches its expert step. */
  open: z.boolean(),
  submittedAt: z.string().nullable(),
});
export type TopicExpertItem = z.infer<typeof TopicExpertItem>;
export const TopicExpertPage = paged(TopicExpertItem);
export type TopicExpertPage = z.infer<typeof TopicExpertPage>;

/** expert/detail: what I score: the topic (plan, files), the filing for a conclusion, the pass score and my score. */
export const TopicExpertDetail = TopicExpertItem.extend({
  topic: TopicDetail,
  stage: TopicStage.nullable(),
  passScore: z.number(),
  mine: z
    .object({ score: z.number().nullable(), appraisal: TopicAppraisalValue.nullable(), comment: z.string(), submittedAt: z.string() })
    .nullable(),
});
export type TopicExpertDetail = z.infer<typeof TopicExpertDetail>;

/**
 * expert/score: my score of a plan (0-100, one decimal) or my appraisal of a conclusion, with a comment; once.
 * When the last expert submits, the step completes: an application is approved when the mean reaches the call's
 * pass score (else rejected); a conclusion is concluded unless the panel's appraisal is fail.
 */
export const TopicScoreBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('application'),
    reviewId: Id,
    score: z
      .number()
      .min(0)
      .max(TopicLimits.scoreMax)
      .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, { message: 'at most one decimal' }),
    comment: Comment,
  }),
  z.object({ kind: z.literal('conclusion'), reviewId: Id, appraisal: TopicAppraisalValue, comment: Comment }),
]);
export type TopicScoreBody = z.infer<typeof TopicScoreBody>;

/** Answer of a score: whether the panel is now complete and, if so, the outcome. */
export const TopicScoreResult = z.object({
  reviewId: Id,
  complete: z.boolean(),
  outcome: z.enum(['approved', 'rejected']).nullable(),
});
export type TopicScoreResult = z.infer<typeof TopicScoreResult>;

/** topics/:applyId/files/:fileId: a file of a topic (its attachments, stage documents, process records' files). */
export const TopicFileParams = z.object({ applyId: DigitsId, fileId: z.uuid() });
export type TopicFileParams = z.infer<typeof TopicFileParams>;

// ---- Paths (relative to /api) ----

export { TopicPaths } from './topic-paths';
