import type { NotificationKind } from '@yanxiu/contract/notifications';
import type { EventScope } from '@server/platform/events/domain-events';
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
export async function notifyReviewTransition(scope: EventScope, { event, instance }: ReviewTransition): Promise<void> {
  const { tx, tenantId } = scope;
  const decision = DECISIONS[instance.status];
  if (decision) {
    await notify(scope, {
      audience: { kind: 'users', userIds: [instance.applicantUserId] },
      kind: decision,
      params: paramsOf(instance),
      link: APPLICANT_LINKS[instance.workflow] ?? '/my/notification',
      objectRef: `review:${instance.id}`,
    });
    return;
  }
  const reachedStep = instance.status === ReviewStatus.underReview && ['submit', 'resubmit', 'approve'].includes(event);
  const step = (instance.steps as InstanceStep[])[instance.stepIndex];
  // A step whose reviewers the domain names (an expert panel) is told by the domain, through tellReviewers.
  if (!reachedStep || !step || step.assigned) return;
  const reviewers = await findStepReviewers(tx, tenantId, step, { userId: instance.applicantUserId, orgPath: instance.applicantOrgPath });
  await tellReviewers(scope, instance, reviewers, REVIEWER_LINK);
}

/** Tells the given reviewers that a review waits for them (a domain's named panel, or a step's role holders). */
export async function tellReviewers(
  scope: EventScope,
  instance: ReviewedInstance,
  userIds: readonly number[],
  link: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await notify(scope, {
    audience: { kind: 'users', userIds: [...userIds] },
    kind: 'review.waiting',
    params: paramsOf(instance),
    link,
    objectRef: `review:${instance.id}`,
  });
}

/** What a review notice names: its workflow (the client's label), a title for e-mail and WeChat, the subject. */
type ReviewedInstance = Pick<ReviewTransition['instance'], 'id' | 'workflow' | 'subjectId'>;
const paramsOf = (instance: ReviewedInstance) => ({
  workflow: instance.workflow,
  title: TITLES[instance.workflow] ?? instance.workflow,
  subjectId: instance.subjectId,
});
