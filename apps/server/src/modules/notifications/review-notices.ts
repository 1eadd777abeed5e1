import type { NotificationKind } from '@yanxiu/contract/notifications';
import type { Executor } from '@server/db/client';
import type { ReviewTransition } from '@server/platform/review/review-events';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { ReviewStatus } from '@server/platform/review/review-state';
import { findStepReviewers } from './audience.repository';
import { notify } from './notify';

// Where the reviewers and the applicant of each workflow act on a review; an unknown workflow links to the to-do
// list (reviewers) and the notification list (applicants). The client names the workflow from params.workflow.
const REVIEWER_LINK = '/my/todoList';
const APPLICANT_LINKS: Record<string, string> = {
  development: '/my/todoList',
  backbone: '/my/todoList',
  learning_declaration: '/my/todoList',
  selection: '/my/selection',
  'selection-school': '/my/selection',
  topic: '/scientific/applyRecord',
  'topic-stage': '/scientific/myTopic',
  'topic-conclusion': '/scientific/myTopic',
};
// For e-mail and WeChat, which cannot render on the reader's client (render.ts fills {{title}}).
const TITLES: Record<string, string> = {
  development: '专业发展申请 / Development application',
  backbone: '骨干教师认定 / Backbone teacher recognition',
  learning_declaration: '学时申报 / Learning hours declaration',
  selection: '评选申报 / Selection application',
  'selection-school': '评选申报 / Selection application',
  topic: '课题申报 / Research topic application',
  'topic-stage': '课题阶段材料 / Research topic stage filing',
  'topic-conclusion': '课题结题 / Research topic conclusion',
};

const DECISIONS: Partial<Record<string, NotificationKind>> = {
  [ReviewStatus.approved]: 'review.approved',
  [ReviewStatus.rejected]: 'review.rejected',
  [ReviewStatus.returned]: 'review.returned',
};

/**
 * Turns review transitions into notifications in the engine's transaction: a step reached tells its reviewers, a
 * decision (approved, rejected, returned) tells the applicant.
 */
export async function notifyReviewTransition(tx: Executor, { tenantId, event, instance }: ReviewTransition): Promise<void> {
  const params = { workflow: instance.workflow, title: TITLES[instance.workflow] ?? instance.workflow, subjectId: instance.subjectId };
  const objectRef = `review:${instance.id}`;
  const scope = { tx, tenantId };
  const decision = DECISIONS[instance.status];
  if (decision) {
    await notify(scope, { audience: { kind: 'users', userIds: [instance.applicantUserId] }, kind: decision, params, link: APPLICANT_LINKS[instance.workflow] ?? '/my/notification', objectRef });
    return;
  }
  const reachedStep = instance.status === ReviewStatus.underReview && ['submit', 'resubmit', 'approve'].includes(event);
  const step = (instance.steps as InstanceStep[])[instance.stepIndex];
  if (!reachedStep || !step) return;
  const reviewers = await findStepReviewers(tx, tenantId, step, { userId: instance.applicantUserId, orgPath: instance.applicantOrgPath });
  if (reviewers.length > 0) await notify(scope, { audience: { kind: 'users', userIds: reviewers }, kind: 'review.waiting', params, link: REVIEWER_LINK, objectRef });
}
