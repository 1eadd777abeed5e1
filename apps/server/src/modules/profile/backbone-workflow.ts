import type { WorkflowDefinition } from '@server/platform/review/review-definition';
import { profileRoles } from './profile.access';

// Kept beside profile.access rather than in backbone/: the records' read rule (records/) asks whether a caller
// reviews a teacher's backbone application, and sibling folders must not import each other both ways.

/** The review of backbone applications: the school, then the district, then (when a tenant switches it on) an expert panel. */
export const BACKBONE_WORKFLOW: WorkflowDefinition = {
  code: 'backbone',
  steps: [
    { code: 'school', role: profileRoles.backboneStep.school, scope: 'org', label: { 'zh-CN': '学校审核', 'en-US': 'School review' } },
    {
      code: 'district',
      role: profileRoles.backboneStep.district,
      scope: 'org',
      label: { 'zh-CN': '区县审核', 'en-US': 'District review' },
    },
    {
      code: 'expert',
      role: profileRoles.backboneStep.expert,
      scope: 'tenant',
      optional: true,
      label: { 'zh-CN': '专家评审', 'en-US': 'Expert panel' },
    },
  ],
};

/** What the review engine calls the subject of a backbone review. */
export const BACKBONE_SUBJECT = 'backbone_application';
