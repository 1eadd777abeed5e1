import { CALL_STATE_LABELS } from './call-enums';
import { defineEnum } from './define-enum';

// Enumerations of selection projects (评选) that the spec does not list, zod-free so the web client can label them.
// The spec's own (apply status, apply scope, self-review, level, category, application kind) are in enums.ts.

/** Kind of an indicator: what the teacher gives for it. */
export const IndicatorKind = defineEnum('selectionIndicatorKind', {
  text: { 'zh-CN': '文本', 'en-US': 'Text' },
  number: { 'zh-CN': '数值', 'en-US': 'Number' },
  choice: { 'zh-CN': '选项', 'en-US': 'Choice' },
  file: { 'zh-CN': '附件', 'en-US': 'File upload' },
  record: { 'zh-CN': '成长档案记录', 'en-US': 'Profile records' },
});
export type IndicatorKindValue = (typeof IndicatorKind.values)[number];

/** Where a project stands: a draft is edited freely; published freezes its items; closed takes no more applications. */
export const ProjectState = defineEnum('selectionProjectState', CALL_STATE_LABELS);
export type ProjectStateValue = (typeof ProjectState.values)[number];

/** How experts' scores of one application combine: the mean, or the mean without the highest and lowest (five or more experts). */
export const ScoreAggregation = defineEnum('selectionScoreAggregation', {
  mean: { 'zh-CN': '平均分', 'en-US': 'Mean' },
  trimmed: { 'zh-CN': '去掉最高最低分后平均', 'en-US': 'Mean without highest and lowest' },
});
export type ScoreAggregationValue = (typeof ScoreAggregation.values)[number];

/** Why a teacher may not apply to a project (each reason shown to them). */
export const IneligibleReason = defineEnum('selectionIneligibleReason', {
  notOpen: { 'zh-CN': '不在申报时间内', 'en-US': 'Not open for applications now' },
  section: { 'zh-CN': '学段不符合', 'en-US': 'School section not included' },
  subject: { 'zh-CN': '学科不符合', 'en-US': 'Subject not included' },
  role: { 'zh-CN': '角色不符合', 'en-US': 'Role not included' },
  phase: { 'zh-CN': '发展阶段不符合', 'en-US': 'Career phase not included' },
  learningHours: { 'zh-CN': '学时不足', 'en-US': 'Not enough learning hours' },
  noGroup: { 'zh-CN': '没有适合的申报类别', 'en-US': 'No group fits your section and subject' },
});
export type IneligibleReasonValue = (typeof IneligibleReason.values)[number];

/** What the teacher should do next with an application. */
export const NextStep = defineEnum('selectionNextStep', {
  complete: { 'zh-CN': '完善并提交申报', 'en-US': 'Complete and submit' },
  wait: { 'zh-CN': '等待审核', 'en-US': 'Wait for the review' },
  revise: { 'zh-CN': '按意见修改后重新提交', 'en-US': 'Revise and resubmit' },
  scoring: { 'zh-CN': '等待专家评审', 'en-US': 'Wait for the experts' },
  none: { 'zh-CN': '无需操作', 'en-US': 'Nothing to do' },
});
export type NextStepValue = (typeof NextStep.values)[number];

/** A staff member's decision in the selection review: the school recommends (within its quota), the district approves its eligibility. */
export const SelectionDecision = defineEnum('selectionDecision', {
  approve: { 'zh-CN': '通过（推荐）', 'en-US': 'Approve (recommend)' },
  return: { 'zh-CN': '退回修改', 'en-US': 'Return for changes' },
  reject: { 'zh-CN': '不通过', 'en-US': 'Reject' },
});
