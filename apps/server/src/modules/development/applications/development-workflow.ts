import type { RoleCode } from '@yanxiu/contract/roles';
import type { WorkflowDefinition } from '@server/platform/review/review-definition';

/** The review of development applications: the school, then the district, then (when a tenant switches it on) an expert panel. */
export const DEVELOPMENT_WORKFLOW: WorkflowDefinition = {
  code: 'development',
  steps: [
    { code: 'school', role: 'school_admin', scope: 'org', label: { 'zh-CN': '学校审核', 'en-US': 'School review' } },
    { code: 'district', role: 'district_admin', scope: 'org', label: { 'zh-CN': '区县审核', 'en-US': 'District review' } },
    { code: 'expert', role: 'expert', scope: 'tenant', optional: true, label: { 'zh-CN': '专家评审', 'en-US': 'Expert panel' } },
  ],
};

/** What the review engine calls the subject of a development review. */
export const DEVELOPMENT_SUBJECT = 'development_application';

/** The roles that decide some step of the workflow. */
export const DEVELOPMENT_REVIEWER_ROLES: RoleCode[] = [...new Set(DEVELOPMENT_WORKFLOW.steps.map((step) => step.role))];
