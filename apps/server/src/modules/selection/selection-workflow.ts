import type { WorkflowDefinition } from '@server/platform/review/review-definition';
import { selectionRoles } from './selection.access';

const schoolStep = {
  code: 'school',
  role: selectionRoles.step.school,
  scope: 'org',
  label: { 'zh-CN': '学校推荐', 'en-US': 'School recommendation' },
} as const;

/**
 * The review of applications to district projects: the school recommends (within its quota), then the district
 * checks eligibility. Expert scoring comes after the review passes (selection scoring), not as a step of it.
 */
export const SELECTION_WORKFLOW: WorkflowDefinition = {
  code: 'selection',
  steps: [
    schoolStep,
    {
      code: 'district',
      role: selectionRoles.step.district,
      scope: 'org',
      label: { 'zh-CN': '区县资格审核', 'en-US': 'District eligibility check' },
    },
  ],
};

/** The review of applications to a school's own project: the school alone decides. */
export const SELECTION_SCHOOL_WORKFLOW: WorkflowDefinition = { code: 'selection-school', steps: [schoolStep] };

/** The workflow a project's applications go through, by its level. */
export const workflowOf = (level: string): WorkflowDefinition => (level === '1' ? SELECTION_SCHOOL_WORKFLOW : SELECTION_WORKFLOW);

/** What the review engine calls the subject of a selection review. */
export const SELECTION_SUBJECT = 'selection_application';
