import type { WorkflowDefinition } from '@server/platform/review/review-definition';
import { topicRoles } from './topic.access';

const school = {
  code: 'school',
  role: topicRoles.step.school,
  scope: 'org',
  label: { 'zh-CN': '学校审核', 'en-US': 'School review' },
} as const;
const district = {
  code: 'district',
  role: topicRoles.step.district,
  scope: 'org',
  label: { 'zh-CN': '区县审核', 'en-US': 'District review' },
} as const;

/**
 * A topic application: the school, the district (which sets the expert panel), then the panel, whom the topic
 * module tells itself (the step is `assigned`: the engine's notice would reach every expert of the district). The expert step is
 * not decided by one reviewer: when the last assigned expert submits, the service acts as that expert, approving
 * when the mean score reaches the call's pass score and rejecting otherwise.
 */
export const TOPIC_WORKFLOW: WorkflowDefinition = {
  code: 'topic',
  steps: [
    school,
    district,
    {
      code: 'expert',
      role: topicRoles.step.expert,
      scope: 'tenant',
      assigned: true,
      label: { 'zh-CN': '专家评审', 'en-US': 'Expert panel' },
    },
  ],
};

/** An opening report, a mid-term check or a change request: the school, then the district. */
export const TOPIC_STAGE_WORKFLOW: WorkflowDefinition = { code: 'topic-stage', steps: [school, district] };

/** A conclusion: the school, the district, then the panel's appraisal (excellent / pass / fail). */
export const TOPIC_CONCLUSION_WORKFLOW: WorkflowDefinition = {
  code: 'topic-conclusion',
  steps: [
    school,
    district,
    {
      code: 'expert',
      role: topicRoles.step.expert,
      scope: 'tenant',
      assigned: true,
      label: { 'zh-CN': '专家鉴定', 'en-US': 'Expert appraisal' },
    },
  ],
};

/** What the review engine calls the subjects of topic reviews. */
export const TOPIC_SUBJECT = { application: 'topic_application', stage: 'topic_stage' } as const;

/** The workflow of a stage filing, by its kind. */
export const stageWorkflowOf = (kind: string): WorkflowDefinition =>
  kind === 'conclusion' ? TOPIC_CONCLUSION_WORKFLOW : TOPIC_STAGE_WORKFLOW;
