import { CALL_STATE_LABELS } from './call-enums';
import { defineEnum } from './define-enum';

// Enumerations and limits of research topics (课题), zod-free so the web client can label, filter and check forms
// with them. The spec shows the routes but no calls, so these values are ours.

/** Lengths and counts the topic calls accept (the web's form rules come from here). */
export const TopicLimits = {
  title: 120,
  /** A call's description, an item of the research plan. */
  text: 10_000,
  shortText: 500,
  /** Suggested topics of one call. */
  suggestions: 100,
  /** Levels a call offers. */
  levels: 5,
  /** Documents a call requires. */
  documents: 20,
  /** Stages of a research plan. */
  planStages: 20,
  /** References of a plan. */
  references: 50,
  /** Files of one application, stage filing or process record. */
  files: 20,
  /** The most members a call may allow (host not counted). */
  memberCapMax: 50,
  /** Experts who score one application or appraise one conclusion. */
  expertsMax: 15,
  /** Highest plan score. */
  scoreMax: 100,
  reviewComment: 1000,
  sectionCodes: 10,
  subjectCodes: 40,
  /** Shortest and longest research period, in months. */
  periodMonthsMin: 6,
  periodMonthsMax: 36,
  /** Days before a stage's deadline the host is reminded. */
  reminderDays: 14,
} as const;

/** A call's level of topics (重点 / 一般 / 青年专项). */
export const TopicLevel = defineEnum('topicLevel', {
  key: { 'zh-CN': '重点课题', 'en-US': 'Key topic' },
  general: { 'zh-CN': '一般课题', 'en-US': 'General topic' },
  youth: { 'zh-CN': '青年专项课题', 'en-US': 'Youth topic' },
});
export type TopicLevelValue = (typeof TopicLevel.values)[number];

/** Where a call (课题指南) stands: a draft is edited freely; published takes applications in its window; closed takes none. */
export const TopicCallState = defineEnum('topicCallState', CALL_STATE_LABELS);
export type TopicCallStateValue = (typeof TopicCallState.values)[number];

/**
 * Where a topic stands. An application (draft, under review, returned, rejected, withdrawn: the review's apply
 * status says which) becomes `approved` (立项, in research) on the experts' approval, then `concluded` (结题) on a
 * passing appraisal.
 */
export const TopicPhase = defineEnum('topicPhase', {
  application: { 'zh-CN': '申报中', 'en-US': 'Application' },
  approved: { 'zh-CN': '在研', 'en-US': 'In research' },
  concluded: { 'zh-CN': '已结题', 'en-US': 'Concluded' },
});
export type TopicPhaseValue = (typeof TopicPhase.values)[number];

/** A member's answer to being listed on an application: only confirmed members are active. */
export const TopicMemberStatus = defineEnum('topicMemberStatus', {
  invited: { 'zh-CN': '待确认', 'en-US': 'Awaiting confirmation' },
  confirmed: { 'zh-CN': '已确认', 'en-US': 'Confirmed' },
  declined: { 'zh-CN': '已拒绝', 'en-US': 'Declined' },
});
export type TopicMemberStatusValue = (typeof TopicMemberStatus.values)[number];

/**
 * What a stage filing is. Opening (开题), mid-term (中期检查) and conclusion (结题) come strictly in that order; a change
 * request (变更: members, deadline) may be filed between approval and the conclusion.
 */
export const TopicStageKind = defineEnum('topicStageKind', {
  opening: { 'zh-CN': '开题报告', 'en-US': 'Opening report' },
  midterm: { 'zh-CN': '中期检查', 'en-US': 'Mid-term check' },
  change: { 'zh-CN': '变更申请', 'en-US': 'Change request' },
  conclusion: { 'zh-CN': '结题', 'en-US': 'Conclusion' },
});
export type TopicStageKindValue = (typeof TopicStageKind.values)[number];

/** What a review item of the staff queues is: the application or one of the stage filings. */
export const TopicReviewKind = defineEnum('topicReviewKind', {
  application: { 'zh-CN': '立项申报', 'en-US': 'Application' },
  opening: { 'zh-CN': '开题报告', 'en-US': 'Opening report' },
  midterm: { 'zh-CN': '中期检查', 'en-US': 'Mid-term check' },
  change: { 'zh-CN': '变更申请', 'en-US': 'Change request' },
  conclusion: { 'zh-CN': '结题', 'en-US': 'Conclusion' },
});
export type TopicReviewKindValue = (typeof TopicReviewKind.values)[number];

/** An expert's appraisal of a conclusion (结题鉴定); the panel's result is the mean of 3 / 2 / 1 (≥ 2.5 excellent, ≥ 1.5 pass). */
export const TopicAppraisal = defineEnum('topicAppraisal', {
  excellent: { 'zh-CN': '优秀', 'en-US': 'Excellent' },
  pass: { 'zh-CN': '合格', 'en-US': 'Pass' },
  fail: { 'zh-CN': '不合格', 'en-US': 'Fail' },
});
export type TopicAppraisalValue = (typeof TopicAppraisal.values)[number];

/** What a process record (过程记录) documents. */
export const TopicRecordKind = defineEnum('topicRecordKind', {
  meeting: { 'zh-CN': '研讨会议', 'en-US': 'Research meeting' },
  lesson: { 'zh-CN': '研究课', 'en-US': 'Research lesson' },
  survey: { 'zh-CN': '问卷调查', 'en-US': 'Survey' },
  data: { 'zh-CN': '数据资料', 'en-US': 'Data' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
});
export type TopicRecordKindValue = (typeof TopicRecordKind.values)[number];

/** A staff decision on a review step (the expert step is decided by the panel's scores, not by this). */
export const TopicDecision = defineEnum('topicDecision', {
  approve: { 'zh-CN': '通过', 'en-US': 'Approve' },
  return: { 'zh-CN': '退回修改', 'en-US': 'Return for changes' },
  reject: { 'zh-CN': '不通过', 'en-US': 'Reject' },
});
export type TopicDecisionValue = (typeof TopicDecision.values)[number];

/** Whether a stage is filed yet and how its review went (deadlines come from the topic's period). */
export const TopicStageStatus = defineEnum('topicStageStatus', {
  notFiled: { 'zh-CN': '未提交', 'en-US': 'Not filed' },
  reviewing: { 'zh-CN': '审核中', 'en-US': 'Under review' },
  returned: { 'zh-CN': '已退回', 'en-US': 'Returned' },
  passed: { 'zh-CN': '已通过', 'en-US': 'Passed' },
  rejected: { 'zh-CN': '未通过', 'en-US': 'Not passed' },
});
export type TopicStageStatusValue = (typeof TopicStageStatus.values)[number];
