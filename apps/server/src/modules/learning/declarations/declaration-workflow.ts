import type { WorkflowDefinition } from '@server/platform/review/review-definition';
import { learningRoles } from '@server/modules/learning/learning.access';

/** Declared hours are checked by the teacher's school: one mandatory step, school admins over the teacher. */
export const DECLARATION_WORKFLOW: WorkflowDefinition = {
  code: 'learning_declaration',
  steps: [
    { code: 'school', role: learningRoles.reviewStep.school, scope: 'org', label: { 'zh-CN': '学校审核', 'en-US': 'School review' } },
  ],
};

/** What the review engine calls the subject of a declaration's review. */
export const DECLARATION_SUBJECT = 'learning_declaration';
