import { z } from 'zod';
import {
  ApplyWindow,
  ApplyWindowInput,
  CallEligibility,
  endsAfterStart,
  savedAtVersion,
  SectionCode,
  SubjectCode,
  Version,
  versionedBody,
} from './call';
import { ApplicationKind, ApplyScope, ApplyStatus, Category, Level, SelfReview } from './enums';
import { enumSchema } from './enum-schema';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { KEYWORD_MAX, SelectionLimits } from './limits';
import { ReviewQueueQuery, ReviewQueueRow, reviewDecisionBody, reviewHistoryEntryOf, reviewQueuePage } from './review';
import { IndicatorKind, IneligibleReason, NextStep, ProjectState, ScoreAggregation } from './selection-enums';

// Selection projects (评选): district staff (and school staff for school-level ones) create a project with its
// groups, eligibility and items; teachers apply, filling the items as a draft; the school recommends within its
// quota and the district checks eligibility on the platform's review engine (workflow `selection`, or
// `selection-school` for school-level projects). Scoring and results are in selection-scoring.ts.

/** A selection project's id (`prjId`). */
export const ProjectId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A selection application's id (`applyId`). */
export const SelectionApplyId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The id of a group, section or indicator of a project. */
export const SelectionPartId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A version number a write names (call.ts, shared with topic calls). */
export { Version };
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const PhaseCode = z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'a career phase code');
const Title = z.string().trim().min(1).max(SelectionLimits.title);

/** Apply status of a selection application: 0 not applied, 2 in application, 4 under review, then 5 returned, 6 passed review, 7 rejected, 8 withdrawn. */
export const SelectionApplyStatus = enumSchema(ApplyStatus);
export type SelectionApplyStatus = z.infer<typeof SelectionApplyStatus>;
/** 1 education and teaching, 2 teacher professional development. */
export const CategoryValue = enumSchema(Category);
/** 1 apply and select, 2 training assessment, 3 studio leader. */
export const ApplicationKindValue = enumSchema(ApplicationKind);
/** 1 all apply, 2 classified apply (by groups). */
export const ApplyScopeValue = enumSchema(ApplyScope);
/** 1 not self-review, 2 allow self-review, 3 not allow self-review, 4 no need for self-review; only 2 takes self scores. */
export const SelfReviewValue = enumSchema(SelfReview);
/** 1 school (school staff's projects), 2 district (district staff's); set from the creator, never sent. */
export const LevelValue = enumSchema(Level);
/** text, number, choice, file, record (a pick from the teacher's own profile records). */
export const IndicatorKindValue = enumSchema(IndicatorKind);
/** draft, published, closed. */
export const ProjectStateValue = enumSchema(ProjectState);
/** mean, or trimmed (without highest and lowest when five or more experts scored). */
export const ScoreAggregationValue = enumSchema(ScoreAggregation);
/** Why a teacher may not apply: notOpen, section, subject, role, phase, learningHours, noGroup. */
export const IneligibleReasonValue = enumSchema(IneligibleReason);
/** complete, wait, revise, scoring, none. */
export const NextStepValue = enumSchema(NextStep);

// ---- Project definition ----

/** Who may apply: the call's rule (sections, subjects, roles) and selection's own; an empty list does not restrict. */
export const Eligibility = CallEligibility.extend({
  /** Career phases (development model) the teacher must be in. */
  phaseCodes: z.array(PhaseCode).max(20),
  /** Verified learning hours of the current year the teacher must have; null for none. */
  minLearningHours: z.number().min(0).max(SelectionLimits.learningHoursMax).nullable(),
});
export type Eligibility = z.infer<typeof Eligibility>;

/** One option of a choice indicator. */
export const ChoiceOption = z.object({
  /** Stable key the answer names, 1-16 letters, digits, _ or -. */
  key: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/),
  label: z.string().trim().min(1).max(SelectionLimits.title),
});
export type ChoiceOption = z.infer<typeof ChoiceOption>;

/** An indicator as staff define it. */
export const IndicatorInput = z
  .object({
    title: Title,
    kind: IndicatorKindValue,
    /** The most an expert (or the teacher's self-review) may give it; 0 for an unscored indicator. */
    maxScore: z.number().min(0).max(SelectionLimits.maxScore).multipleOf(0.5),
    /** What experts look for when scoring it. */
    guide: z.string().trim().max(SelectionLimits.guide).default(''),
    /** The choices of a choice indicator (at least two); empty for the other kinds. */
    options: z.array(ChoiceOption).max(SelectionLimits.options).default([]),
    /** Whether a choice indicator takes several options. */
    multiple: z.boolean().default(false),
    /** Submitting needs a value for it. */
    required: z.boolean(),
  })
  .refine((item) => (item.kind === 'choice' ? item.options.length >= 2 : item.options.length === 0), {
    message: 'a choice indicator needs at least two options, other kinds none',
    path: ['options'],
  })
  .refine((item) => new Set(item.options.map((option) => option.key)).size === item.options.length, {
    message: 'option keys must differ',
    path: ['options'],
  });
export type IndicatorInput = z.infer<typeof IndicatorInput>;

/** An ordered section of indicators as staff define it. */
export const SectionInput = z.object({
  title: Title,
  indicators: z.array(IndicatorInput).min(1).max(SelectionLimits.indicators),
});
export type SectionInput = z.infer<typeof SectionInput>;

/** A group of a classified project: applicants of a school section (and subject) with its own quota per school. */
export const GroupInput = z.object({
  name: Title,
  sectionCode: SectionCode,
  /** Null for every subject of the section. */
  subjectCode: SubjectCode.nullable(),
  /** Places per school in this group; null for no limit beyond the school's. */
  quota: z.number().int().min(1).max(SelectionLimits.quotaMax).nullable(),
});
export type GroupInput = z.infer<typeof GroupInput>;

/** manage/project/save: creates a draft (no prjId) or replaces a draft's fields, groups and items (prjId and version; their ids change). */
export const SaveProjectBody = endsAfterStart(
  savedAtVersion(
    z.object({
      prjId: ProjectId.optional(),
      /** Required with prjId: the version read. */
      version: Version.optional(),
      title: Title,
      description: z.string().trim().max(SelectionLimits.description).default(''),
      category: CategoryValue,
      kind: ApplicationKindValue,
      applyScope: ApplyScopeValue,
      selfReview: SelfReviewValue,
      scoreAggregation: ScoreAggregationValue.default('mean'),
      ...ApplyWindowInput.shape,
      eligibility: Eligibility,
      /** Places per school over the whole project; null for no limit. */
      schoolQuota: z.number().int().min(1).max(SelectionLimits.quotaMax).nullable(),
      /** Required (at least one) for classified apply, empty for all apply. */
      groups: z.array(GroupInput).max(SelectionLimits.groups).default([]),
      sections: z.array(SectionInput).min(1).max(SelectionLimits.sections),
    }),
    'prjId',
  ),
).refine((body) => (body.applyScope === '2' ? body.groups.length > 0 : body.groups.length === 0), {
  message: 'classified apply needs groups, all apply none',
  path: ['groups'],
});
export type SaveProjectBody = z.infer<typeof SaveProjectBody>;

/** A call naming one project at the version read (publish, close). */
export const ProjectVersionBody = versionedBody('prjId', ProjectId);
export type ProjectVersionBody = z.infer<typeof ProjectVersionBody>;

/** manage/project/copy: a new draft with the project's fields, groups and items; the window is to be set again. */
export const CopyProjectBody = z.object({ prjId: ProjectId, title: Title.optional() });
export type CopyProjectBody = z.infer<typeof CopyProjectBody>;

/** manage/project/extend: a later end of a published project's window. */
export const ExtendProjectBody = z.object({ prjId: ProjectId, version: Version, endsAt: z.iso.datetime({ offset: true }) });
export type ExtendProjectBody = z.infer<typeof ExtendProjectBody>;

/** A read naming one project. */
export const ProjectIdQuery = AppIdQuery.extend({ prjId: DigitsId });
export type ProjectIdQuery = z.infer<typeof ProjectIdQuery>;

/** manage/project/list: the projects the caller's org owns or is under, paged, filtered. */
export const ManageProjectsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  state: ProjectStateValue.optional(),
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
});
export type ManageProjectsQuery = z.infer<typeof ManageProjectsQuery>;

// ---- Project answers ----

/** An indicator as stored (ids are stable once published). */
export const Indicator = z.object({
  id: SelectionPartId,
  title: z.string(),
  kind: IndicatorKindValue,
  maxScore: z.number(),
  guide: z.string(),
  options: z.array(ChoiceOption),
  multiple: z.boolean(),
  required: z.boolean(),
});
export type Indicator = z.infer<typeof Indicator>;

/** A section with its indicators in order. */
export const ItemSection = z.object({ id: SelectionPartId, title: z.string(), indicators: z.array(Indicator) });
export type ItemSection = z.infer<typeof ItemSection>;

/** A group of a classified project. */
export const ProjectGroup = z.object({
  id: SelectionPartId,
  name: z.string(),
  sectionCode: z.string(),
  subjectCode: z.string().nullable(),
  quota: z.number().int().nullable(),
});
export type ProjectGroup = z.infer<typeof ProjectGroup>;

/** A project's fields as every reader sees them. */
export const ProjectFields = z.object({
  prjId: ProjectId,
  title: z.string(),
  description: z.string(),
  category: CategoryValue,
  kind: ApplicationKindValue,
  level: LevelValue,
  applyScope: ApplyScopeValue,
  selfReview: SelfReviewValue,
  scoreAggregation: ScoreAggregationValue,
  state: ProjectStateValue,
  ...ApplyWindow.shape,
  eligibility: Eligibility,
  schoolQuota: z.number().int().nullable(),
  /** The org unit (school or district) that runs it. */
  ownerOrgId: z.string(),
  ownerOrgName: z.string(),
});
export type ProjectFields = z.infer<typeof ProjectFields>;

/** manage/project/detail: the project with its groups and items, for editing. */
export const ManageProjectDetail = ProjectFields.extend({
  version: Version,
  groups: z.array(ProjectGroup),
  sections: z.array(ItemSection),
  /** The project it was copied from, if any. */
  copiedFromId: ProjectId.nullable(),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Applications made (drafts included). */
  applicationCount: z.number().int(),
});
export type ManageProjectDetail = z.infer<typeof ManageProjectDetail>;

/** One row of manage/project/list. */
export const ManageProjectRow = ProjectFields.omit({ description: true, eligibility: true }).extend({
  version: Version,
  applicationCount: z.number().int(),
  /** Whether the caller may edit, publish, extend or close it (it is their org's). */
  manageable: z.boolean(),
});
export type ManageProjectRow = z.infer<typeof ManageProjectRow>;

/** manage/project/list answer. */
export const ManageProjectPage = paged(ManageProjectRow);
export type ManageProjectPage = z.infer<typeof ManageProjectPage>;

/** Answer of project writes: where the project stands now. */
export const ProjectWriteResult = z.object({ prjId: ProjectId, state: ProjectStateValue, version: Version, endsAt: z.string() });
export type ProjectWriteResult = z.infer<typeof ProjectWriteResult>;

// ---- Teacher side ----

/** One reason a teacher may not apply, with the figures where there are some (hours required and had). */
export const IneligibleDetail = z.object({ code: IneligibleReasonValue, required: z.number().nullable(), actual: z.number().nullable() });
export type IneligibleDetail = z.infer<typeof IneligibleDetail>;

/** GET /projectApply/project: one published project visible to the teacher, whether they may apply and why not. */
export const ProjectForTeacher = ProjectFields.omit({ description: true }).extend({
  /** Within the window and not closed. */
  open: z.boolean(),
  eligible: z.boolean(),
  /** Empty when eligible. */
  reasons: z.array(IneligibleDetail),
  /** My application, if I made one. */
  applyId: SelectionApplyId.nullable(),
  /** '0' when I have not applied. */
  applyStatus: SelectionApplyStatus,
});
export type ProjectForTeacher = z.infer<typeof ProjectForTeacher>;

/** Which projects the teacher's list shows: all open to them, those they may apply to now, or those they applied to. */
export const TeacherProjectShow = z.enum(['all', 'eligible', 'applied']);
export type TeacherProjectShow = z.infer<typeof TeacherProjectShow>;

/** GET /projectApply/project query: a page of the projects open to me, filtered. */
export const TeacherProjectsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  /** Part of the title. */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  category: CategoryValue.optional(),
  kind: ApplicationKindValue.optional(),
  level: LevelValue.optional(),
  show: TeacherProjectShow.default('all'),
});
export type TeacherProjectsQuery = z.infer<typeof TeacherProjectsQuery>;

/** GET /projectApply/project answer: one page, latest window first. */
export const ProjectsForTeacher = paged(ProjectForTeacher);
export type ProjectsForTeacher = z.infer<typeof ProjectsForTeacher>;

/** GET /projectApply/project/detail: the project as a teacher sees it, with its groups, items and my standing. */
export const TeacherProjectDetail = ProjectForTeacher.extend({
  description: z.string(),
  groups: z.array(ProjectGroup),
  sections: z.array(ItemSection),
  /** Groups my section and subject fit (classified projects). */
  myGroupIds: z.array(SelectionPartId),
});
export type TeacherProjectDetail = z.infer<typeof TeacherProjectDetail>;

/** Applicant information (申报人信息), prefilled from the teacher's record. */
export const ApplicantInfo = z.object({
  name: z.string().trim().min(1).max(SelectionLimits.name),
  phone: z
    .string()
    .trim()
    .max(SelectionLimits.phone)
    .regex(/^[0-9+\- ]{5,}$/, 'a phone number'),
  email: z.email().max(SelectionLimits.email).nullable(),
  sectionCode: SectionCode,
  subjectCode: SubjectCode,
  /** Professional title code; null when none. */
  titleCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .nullable(),
  /** What the applicant says about themself. */
  introduction: z.string().trim().max(SelectionLimits.description),
});
export type ApplicantInfo = z.infer<typeof ApplicantInfo>;

/**
 * savaApplyUserInfo: creates my draft application of a project (no applyId; 409 when I already have one) or updates
 * its applicant information and group (applyId with the version read; while in application or returned).
 */
export const SaveApplicantBody = z
  .object({
    prjId: ProjectId,
    applyId: SelectionApplyId.optional(),
    version: Version.optional(),
    /** Required for classified projects: one of myGroupIds. */
    groupId: SelectionPartId.nullable(),
    info: ApplicantInfo,
  })
  .refine((body) => body.applyId === undefined || body.version !== undefined, {
    message: 'version is required with applyId',
    path: ['version'],
  });
export type SaveApplicantBody = z.infer<typeof SaveApplicantBody>;

/** A read naming an application, or a project (before I applied). Exactly one. */
export const ApplyOrProjectQuery = AppIdQuery.extend({ applyId: DigitsId.optional(), prjId: DigitsId.optional() }).refine(
  (query) => (query.applyId === undefined) !== (query.prjId === undefined),
  { message: 'give applyId or prjId', path: ['applyId'] },
);
export type ApplyOrProjectQuery = z.infer<typeof ApplyOrProjectQuery>;

/** Where an application stands after a call that moved or saved it. */
export const SelectionApplyState = z.object({
  applyId: SelectionApplyId,
  prjId: ProjectId,
  status: SelectionApplyStatus,
  /** The review step deciding now (school, district); null unless under review. */
  stepCode: z.string().nullable(),
  /** 1 for the first submission, one more per resubmission. */
  round: z.number().int(),
  /** The application's version: the next write names it. */
  version: Version,
  submittedAt: z.string().nullable(),
});
export type SelectionApplyState = z.infer<typeof SelectionApplyState>;

/** getUserInfoByApplyId: my applicant information (prefilled from my record when I have not applied yet). */
export const ApplicantInfoAnswer = z.object({
  prjId: ProjectId,
  applyId: SelectionApplyId.nullable(),
  version: Version.nullable(),
  status: SelectionApplyStatus,
  groupId: SelectionPartId.nullable(),
  info: ApplicantInfo,
  /** Why the application was returned, while it is. */
  returnComment: z.string().nullable(),
});
export type ApplicantInfoAnswer = z.infer<typeof ApplicantInfoAnswer>;

/** A value given for an indicator; its kind must be the indicator's. */
export const IndicatorValueInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(SelectionLimits.textAnswer) }),
  z.object({ kind: z.literal('number'), number: z.number().min(-SelectionLimits.numberAnswer).max(SelectionLimits.numberAnswer) }),
  z.object({
    kind: z.literal('choice'),
    optionKeys: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,16}$/))
      .min(1)
      .max(SelectionLimits.options),
  }),
  /** Ids of my own uploaded files (purpose `evidence`). */
  z.object({ kind: z.literal('file'), fileIds: z.array(z.uuid()).min(1).max(SelectionLimits.filesPerIndicator) }),
  /** Ids of my own profile records. */
  z.object({ kind: z.literal('record'), recordIds: z.array(z.number().int().min(1)).min(1).max(SelectionLimits.recordsPerIndicator) }),
]);
export type IndicatorValueInput = z.infer<typeof IndicatorValueInput>;

/** saveApplyItem: draft values and self scores of some indicators; those left out keep theirs, a null value clears one. */
export const SaveItemsBody = z.object({
  applyId: SelectionApplyId,
  version: Version,
  values: z
    .array(
      z.object({
        itemId: SelectionPartId,
        value: IndicatorValueInput.nullable(),
        /** Only where the project allows self-review (2); within the indicator's maximum. */
        selfScore: z.number().min(0).max(SelectionLimits.maxScore).multipleOf(0.5).nullable().default(null),
      }),
    )
    .min(1)
    .max(SelectionLimits.sections * SelectionLimits.indicators),
});
export type SaveItemsBody = z.infer<typeof SaveItemsBody>;

/** A file given as a value, as readers see it; `missing` when its owner deleted it since. */
export const ValueFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  missing: z.boolean(),
});
/** A profile record given as a value; `missing` when deleted since. */
export const ValueRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  occurredOn: z.string().nullable(),
  missing: z.boolean(),
});

/** The value stored for an indicator, with what files and records it names. */
export const IndicatorValue = z.object({
  kind: IndicatorKindValue,
  text: z.string().nullable(),
  number: z.number().nullable(),
  optionKeys: z.array(z.string()),
  files: z.array(ValueFile),
  records: z.array(ValueRecord),
});
export type IndicatorValue = z.infer<typeof IndicatorValue>;

/** An indicator with my value and self score. */
export const FilledIndicator = Indicator.extend({ value: IndicatorValue.nullable(), selfScore: z.number().nullable() });
export type FilledIndicator = z.infer<typeof FilledIndicator>;

/** getProjectItemByPrjIdOrApplyId: the item tree; with an applyId, the values and self scores saved. */
export const ApplicationItems = z.object({
  prjId: ProjectId,
  applyId: SelectionApplyId.nullable(),
  version: Version.nullable(),
  selfReview: SelfReviewValue,
  sections: z.array(ItemSection.extend({ indicators: z.array(FilledIndicator) })),
});
export type ApplicationItems = z.infer<typeof ApplicationItems>;

/** saveApplyItem answer. */
export const SaveItemsResult = z.object({ applyId: SelectionApplyId, version: Version, savedAt: z.string() });
export type SaveItemsResult = z.infer<typeof SaveItemsResult>;

/** submitApply and withdraw: my application at the version read. Submitting a returned one resubmits it. */
export const ApplyVersionBody = z.object({ applyId: SelectionApplyId, version: Version });
export type ApplyVersionBody = z.infer<typeof ApplyVersionBody>;

/** GET /projectApply/project-apply/mine: one of my applications with what to do next. */
export const MyApplication = z.object({
  applyId: SelectionApplyId,
  prjId: ProjectId,
  projectTitle: z.string(),
  groupName: z.string().nullable(),
  status: SelectionApplyStatus,
  stepCode: z.string().nullable(),
  round: z.number().int(),
  nextStep: NextStepValue,
  /** Set by the results: provisional during the public notice, then final. */
  result: z.enum(['selected', 'notSelected']).nullable(),
  resultStage: z.enum(['provisional', 'final']).nullable(),
  endsAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type MyApplication = z.infer<typeof MyApplication>;
export const MyApplications = z.array(MyApplication);

// ---- Review (school recommends within quota, district checks eligibility) ----

/** manage/review/queue: the caller's review queue, paged and filtered by project and group. */
export const SelectionQueueQuery = ReviewQueueQuery.extend({
  prjId: DigitsId.optional(),
  groupId: DigitsId.optional(),
});
export type SelectionQueueQuery = z.infer<typeof SelectionQueueQuery>;

/** Places used and left of a school in a project (or one of its groups). */
export const QuotaUse = z.object({
  orgId: z.string(),
  groupId: SelectionPartId.nullable(),
  /** Null for no limit. */
  limit: z.number().int().nullable(),
  /** Applications the school recommended that hold a place (under review or passed). */
  used: z.number().int(),
});
export type QuotaUse = z.infer<typeof QuotaUse>;

/** One application in a review queue: the vocabulary's row with the project, the group and the status. */
export const SelectionQueueItem = ReviewQueueRow.extend({
  applyId: SelectionApplyId,
  prjId: ProjectId,
  projectTitle: z.string(),
  groupId: SelectionPartId.nullable(),
  groupName: z.string().nullable(),
  status: SelectionApplyStatus,
  /** The step deciding now; the detail gives null unless under review. */
  stepCode: z.string().nullable(),
});
export type SelectionQueueItem = z.infer<typeof SelectionQueueItem>;

/** manage/review/queue answer, with the counts of each list; with a prjId and a school caller, its quota use. */
export const SelectionQueuePage = reviewQueuePage(SelectionQueueItem).extend({ quota: z.array(QuotaUse) });
export type SelectionQueuePage = z.infer<typeof SelectionQueuePage>;

/** A read naming one application. */
export const SelectionApplyIdQuery = AppIdQuery.extend({ applyId: DigitsId });
export type SelectionApplyIdQuery = z.infer<typeof SelectionApplyIdQuery>;

/** One entry of an application's history, never rewritten. */
export const SelectionDecisionRecord = reviewHistoryEntryOf(SelectionApplyStatus);

/** manage/review/detail: the application with its items, the eligibility check now, the quota and the history. */
export const SelectionReviewDetail = SelectionQueueItem.extend({
  version: Version,
  info: ApplicantInfo,
  selfReview: SelfReviewValue,
  sections: z.array(ItemSection.extend({ indicators: z.array(FilledIndicator) })),
  /** The eligibility rule checked against the applicant now (the district's check). */
  eligible: z.boolean(),
  reasons: z.array(IneligibleDetail),
  quota: z.array(QuotaUse),
  /** The steps of this review in order. */
  steps: z.array(z.object({ code: z.string(), role: z.string() })),
  /** Whether the caller may decide it now. */
  canDecide: z.boolean(),
  history: z.array(SelectionDecisionRecord),
});
export type SelectionReviewDetail = z.infer<typeof SelectionReviewDetail>;

/**
 * manage/review/decide: approve (the school's approval is its recommendation: 409 with code QUOTA_FULL-like
 * conflict when the quota is used up), return for changes or reject (a comment is required for both).
 */
export const SelectionDecideBody = reviewDecisionBody({ applyId: SelectionApplyId }, ['approve', 'return', 'reject']);
export type SelectionDecideBody = z.infer<typeof SelectionDecideBody>;
