import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { KEYWORD_MAX, SelectionLimits } from './limits';
import { SelectionScoringLimits } from './selection-scoring-limits';
import {
  IndicatorKindValue,
  ProjectId,
  ScoreAggregationValue,
  SelectionApplyId,
  SelectionPartId,
  ValueFile,
  ValueRecord,
} from './selection';

// Expert scoring and results of selection projects (评选). After the review (the school recommends, the district
// checks eligibility) passes an application (status 6), the experts assigned to its group score each indicator
// (a comment per indicator optional) and give an overall comment; an expert never sees an applicant of their own school, nor another expert's scores before
// submitting their own. Scores combine by the project's setting; the district publishes a provisional list for a
// public notice (公示), then finalises it and may issue the winners certificates. Projects and applications are in
// selection.ts.

const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const UserId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Where a project's results stand: experts scoring; a provisional list on public notice; final. */
export const ResultsPhase = z.enum(['scoring', 'publicity', 'final']);
export type ResultsPhase = z.infer<typeof ResultsPhase>;

/** A score: 0 to the indicator's maximum (checked against it on submit), at most one decimal. */
export const Score = z
  .number()
  .min(0)
  .max(SelectionLimits.maxScore)
  .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, { message: 'at most one decimal' });

// ---- Experts (district staff) ----

/** A user with the expert role in the tenant, who may be put on a group's panel. */
export const ExpertCandidate = z.object({
  userId: z.string(),
  name: z.string(),
  /** The expert's org unit (their school, or the district office). */
  orgName: z.string(),
});
export type ExpertCandidate = z.infer<typeof ExpertCandidate>;

/** An expert on a group's panel and how far they are. */
export const PanelExpert = ExpertCandidate.extend({
  /** Applications of the group that passed review, without those of the expert's own school. */
  assigned: z.number().int(),
  /** Of those, the ones the expert has submitted scores for. */
  submitted: z.number().int(),
});
export type PanelExpert = z.infer<typeof PanelExpert>;

/** One group's panel; the whole project (groupId null) when it applies without groups. */
export const GroupPanel = z.object({
  groupId: SelectionPartId.nullable(),
  groupName: z.string().nullable(),
  /** Applications of the group that passed review and are scored. */
  applications: z.number().int(),
  experts: z.array(PanelExpert),
});
export type GroupPanel = z.infer<typeof GroupPanel>;

/** manage/experts/list: every group's panel and the experts that may be assigned. */
export const ProjectPanels = z.object({
  prjId: ProjectId,
  phase: ResultsPhase,
  aggregation: ScoreAggregationValue,
  groups: z.array(GroupPanel),
  candidates: z.array(ExpertCandidate),
});
export type ProjectPanels = z.infer<typeof ProjectPanels>;

/**
 * manage/experts/assign: sets a group's panel (the whole list; groupId null for a project without groups). Only
 * while scoring; an expert who has submitted scores in the group cannot be taken off it (409).
 */
export const AssignExpertsBody = z.object({
  prjId: ProjectId,
  groupId: SelectionPartId.nullable(),
  expertUserIds: z
    .array(UserId)
    .max(SelectionScoringLimits.panelSize)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'an expert is listed twice' }),
});
export type AssignExpertsBody = z.infer<typeof AssignExpertsBody>;

// ---- The expert's scoring ----

/** Which of the expert's lists: still to score, or scored. */
export const ScoringListState = z.enum(['pending', 'submitted']);

/** selection-detail/list: the applications the caller scores, paged. */
export const ScoringListQuery = AppIdQuery.extend(PageQuery.shape).extend({
  state: ScoringListState.default('pending'),
  /** Only this project's applications. */
  prjId: DigitsId.optional(),
  /** Part of the applicant's name. */
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
});
export type ScoringListQuery = z.infer<typeof ScoringListQuery>;

/** One application in the expert's list (never one of their own school). */
export const ScoringListItem = z.object({
  applyId: SelectionApplyId,
  prjId: ProjectId,
  projectTitle: z.string(),
  groupId: SelectionPartId.nullable(),
  groupName: z.string().nullable(),
  applicantName: z.string(),
  orgName: z.string(),
  /** When the teacher submitted the application. */
  appliedAt: z.string().nullable(),
  /** The caller's total and when they submitted it; null while pending. */
  myTotal: z.number().nullable(),
  scoredAt: z.string().nullable(),
});
export type ScoringListItem = z.infer<typeof ScoringListItem>;

/** selection-detail/list answer, with the size of both lists. */
export const ScoringListPage = paged(ScoringListItem).extend({
  counts: z.object({ pending: z.number().int(), submitted: z.number().int() }),
});
export type ScoringListPage = z.infer<typeof ScoringListPage>;

/** selection-detail/detail: one application the caller scores. */
export const ScoringDetailQuery = AppIdQuery.extend({ applyId: DigitsId });
export type ScoringDetailQuery = z.infer<typeof ScoringDetailQuery>;

/** An indicator with the applicant's value and self score, and the caller's score once given. */
export const ScoredIndicator = z.object({
  itemId: SelectionPartId,
  title: z.string(),
  kind: IndicatorKindValue,
  /** 0 for an indicator that is not scored (information only). */
  maxScore: z.number(),
  guide: z.string(),
  value: z
    .object({
      text: z.string().nullable(),
      number: z.number().nullable(),
      /** The labels of the options picked. */
      options: z.array(z.string()),
      files: z.array(ValueFile),
      records: z.array(ValueRecord),
    })
    .nullable(),
  /** The teacher's own score, where the project takes self-review. */
  selfScore: z.number().nullable(),
});
export type ScoredIndicator = z.infer<typeof ScoredIndicator>;

/** The caller's score of one indicator. */
export const IndicatorScore = z.object({
  itemId: SelectionPartId,
  score: Score,
  /** Why this score, in the expert's words: optional, the sheet's overall comment carries the judgement. */
  comment: z.string().trim().max(SelectionScoringLimits.comment).optional(),
});
export type IndicatorScore = z.infer<typeof IndicatorScore>;

/** What an expert submitted for one application. */
export const ScoreSheet = z.object({
  total: z.number(),
  comment: z.string().nullable(),
  submittedAt: z.string(),
  scores: z.array(z.object({ itemId: SelectionPartId, score: z.number(), comment: z.string() })),
});
export type ScoreSheet = z.infer<typeof ScoreSheet>;

/** selection-detail/detail answer. */
export const ScoringDetail = z.object({
  applyId: SelectionApplyId,
  prjId: ProjectId,
  projectTitle: z.string(),
  groupName: z.string().nullable(),
  applicantName: z.string(),
  orgName: z.string(),
  introduction: z.string(),
  appliedAt: z.string().nullable(),
  /** The highest total possible: the sum of the indicators' maximums. */
  maxTotal: z.number(),
  sections: z.array(z.object({ title: z.string(), indicators: z.array(ScoredIndicator) })),
  /** The caller's submitted sheet; null before they submit. */
  mySheet: ScoreSheet.nullable(),
  /**
   * The totals other experts submitted, without their names, in no particular order: null until the caller has
   * submitted their own, so nothing sways them.
   */
  otherTotals: z.array(z.number()).nullable(),
  /** Whether the caller may submit now (not yet submitted, and the project is still scoring). */
  maySubmit: z.boolean(),
});
export type ScoringDetail = z.infer<typeof ScoringDetail>;

/**
 * selection-detail/submit: the caller's scores of every scored indicator of the application, each within its
 * maximum and with a comment if the expert has one, and the overall comment every sheet carries (the expert's
 * judgement, which the applicant's result rests on). Submitted once: the scores are final (409 after).
 */
export const SubmitScoresBody = z.object({
  applyId: SelectionApplyId,
  scores: z
    .array(IndicatorScore)
    .min(1)
    .max(SelectionLimits.sections * SelectionLimits.indicators)
    .refine((scores) => new Set(scores.map((score) => score.itemId)).size === scores.length, { message: 'an indicator is scored twice' }),
  comment: z.string().trim().min(1).max(SelectionScoringLimits.comment),
});
export type SubmitScoresBody = z.infer<typeof SubmitScoresBody>;

/** selection-detail/submit answer. */
export const SubmitScoresResult = z.object({ applyId: SelectionApplyId, total: z.number(), submittedAt: z.string() });
export type SubmitScoresResult = z.infer<typeof SubmitScoresResult>;

// ---- Ranking and results (district staff) ----

/** manage/results/ranking: a project's applications ranked per group, paged; one group with groupId. */
export const RankingQuery = AppIdQuery.extend(PageQuery.shape).extend({
  prjId: DigitsId,
  groupId: DigitsId.optional(),
});
export type RankingQuery = z.infer<typeof RankingQuery>;

/** One ranked application. */
export const RankingRow = z.object({
  applyId: SelectionApplyId,
  applicantName: z.string(),
  orgName: z.string(),
  groupId: SelectionPartId.nullable(),
  groupName: z.string().nullable(),
  /** The aggregated score; null before any expert submitted. */
  score: z.number().nullable(),
  /** Experts who submitted, of those on the panel who may score it (own-school experts left out). */
  expertsSubmitted: z.number().int(),
  expertsAssigned: z.number().int(),
  /** Rank within the group: equal scores share a rank (1, 1, 3); null when unscored. */
  rank: z.number().int().nullable(),
  /** Whether it is on the published list; null while scoring. */
  selected: z.boolean().nullable(),
  /** The certificate issued for it, once issued. */
  certificateId: z.number().int().nullable(),
});
export type RankingRow = z.infer<typeof RankingRow>;

/** Where a project's results stand. */
export const ResultsState = z.object({
  prjId: ProjectId,
  phase: ResultsPhase,
  aggregation: ScoreAggregationValue,
  /** The last day of the public notice (China time); null while scoring. */
  noticeEndsOn: z.string().nullable(),
  publishedAt: z.string().nullable(),
  finalisedAt: z.string().nullable(),
  /** Applications on the published list. */
  selectedCount: z.number().int(),
  /** Sheets still expected: panel experts times the applications they may score, less those submitted. */
  sheetsMissing: z.number().int(),
  version: z.number().int(),
});
export type ResultsState = z.infer<typeof ResultsState>;

/** manage/results/ranking answer: the page and where the results stand. */
export const RankingPage = paged(RankingRow).extend({ state: ResultsState });
export type RankingPage = z.infer<typeof RankingPage>;

/**
 * manage/results/publish: the provisional list goes on public notice until `noticeEndsOn` (today or later, China
 * time; the notice runs to the end of that day). `selected` names the winners, scored applications of the project
 * (422 otherwise). Only once every panel expert has scored every application they may (409 SCORING_INCOMPLETE).
 * Publishing again during the notice replaces the list and restarts the notice; never after finalising.
 */
export const PublishResultsBody = z.object({
  prjId: ProjectId,
  /** The version of the results state read; 409 when it moved. */
  version: z.number().int().min(0),
  noticeEndsOn: z.iso.date(),
  selected: z
    .array(SelectionApplyId)
    .max(SelectionScoringLimits.selectedMax)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'an application is listed twice' }),
});
export type PublishResultsBody = z.infer<typeof PublishResultsBody>;

/**
 * manage/results/finalise: the provisional list becomes final once the notice has ended. Ending the notice early
 * needs a reason, kept in the audit log.
 */
export const FinaliseResultsBody = z.object({
  prjId: ProjectId,
  version: z.number().int().min(1),
  endNoticeEarlyReason: z.string().trim().min(2).max(SelectionScoringLimits.comment).optional(),
});
export type FinaliseResultsBody = z.infer<typeof FinaliseResultsBody>;

/** manage/results/certificates: certificates for every winner of a final list who has none yet. */
export const ResultCertificatesBody = z.object({
  prjId: ProjectId,
  /** The honour the award certificate names (e.g. 区级教学能手) under the project's title; 入选 when left out. */
  title: z.string().trim().min(1).max(SelectionLimits.title).optional(),
});
export type ResultCertificatesBody = z.infer<typeof ResultCertificatesBody>;

/** manage/results/certificates answer. */
export const ResultCertificatesResult = z.object({
  /** Certificates issued now. */
  issued: z.number().int(),
  /** Winners who already had one from this project. */
  alreadyIssued: z.number().int(),
});
export type ResultCertificatesResult = z.infer<typeof ResultCertificatesResult>;

// ---- What teachers see ----

/** project/notice: a project's published list as the tenant's users see it during and after the notice. */
export const PublicNotice = z.object({
  prjId: ProjectId,
  projectTitle: z.string(),
  phase: z.enum(['publicity', 'final']),
  noticeEndsOn: z.string(),
  publishedAt: z.string(),
  winners: z.array(
    z.object({
      applicantName: z.string(),
      orgName: z.string(),
      groupName: z.string().nullable(),
      rank: z.number().int().nullable(),
      score: z.number().nullable(),
    }),
  ),
});
export type PublicNotice = z.infer<typeof PublicNotice>;

/** project-apply/result: my application's result, once published; null before. */
export const MyResult = z
  .object({
    applyId: SelectionApplyId,
    stage: z.enum(['provisional', 'final']),
    selected: z.boolean(),
    score: z.number().nullable(),
    rank: z.number().int().nullable(),
    /** Ranked applications of my group. */
    rankedOf: z.number().int(),
    noticeEndsOn: z.string(),
    /** My certificate from it, once issued (downloaded from my certificates). */
    certificateId: z.number().int().nullable(),
  })
  .nullable();
export type MyResult = z.infer<typeof MyResult>;

/** A read naming one application (the teacher's result, the application PDF). */
export const ResultApplyQuery = AppIdQuery.extend({ applyId: DigitsId });
/** A read naming one project (exports, the notice, the panels). */
export const ResultProjectQuery = AppIdQuery.extend({ prjId: DigitsId });
