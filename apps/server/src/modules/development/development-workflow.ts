import type { WorkflowDefinition } from '@server/platform/review/review-definition';
import { developmentRoles } from './development.access';

/** The review of development applications: the school, then the district, then (when a tenant switches it on) an expert panel. */
export const DEVELOPMENT_WORKFLOW: WorkflowDefinition = {
  code: 'development',
  steps: [
    { code: 'school', role: developmentRoles.step.school, scope: 'org', label: { 'zh-CN': '学校审核', 'en-US': 'School review' } },
    { code: 'district', role: developmentRoles.step.district, scope: 'org', label: { 'zh-CN': '区县审核', 'en-US': 'District review' } },
    {
      code: 'expert',
      role: developmentRoles.step.expert,
      scope: 'tenant',
      optional: true,
      label: { 'zh-CN': '专家评审', 'en-US': 'Expert panel' },
    },
  ],
};

/** What the review engine calls the subject of a development review. */
export const DEVELOPMENT_SUBJECT = 'development_application';
