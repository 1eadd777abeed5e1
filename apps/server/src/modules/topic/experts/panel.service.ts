import type { AssignTopicExpertsBody, TopicPeople, TopicReviewState } from '@yanxiu/contract/topic';
import type { z } from 'zod';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findPeople, listMembers, lockTopic, searchPeopleWithRole } from '@server/modules/topic/applications/topics.repository';
import { listPanel } from '@server/modules/topic/review/panel.repository';
import { tellPanel } from '@server/modules/topic/review/panel-notice';
import { atStep, hasPanel, loadReview, reviewStateOf } from '@server/modules/topic/review/review-read';
import { stepCodeOf } from '@server/modules/topic/applications/topic-read';
import { topicAccess, topicRoles } from '@server/modules/topic/topic.access';
import { replacePanel } from './experts.repository';
import { completePanel } from './panel-completion';

const EXPERT_CANDIDATES = 50;

// District staff set the expert panel of an application or conclusion review.

export async function searchTopicExpertCandidates(ctx: RequestContext, keyword: string | undefined): Promise<z.infer<typeof TopicPeople>> {
  const rows = await searchPeopleWithRole(ctx.db, ctx.tenantId, topicRoles.step.expert, keyword, EXPERT_CANDIDATES);
  return rows.map((row) => ({ userId: String(row.userId), name: row.name, orgName: row.orgName }));
}

/**
 * Sets the panel of an application or conclusion review at its district or expert step: exactly the call's
 * expertCount experts (422 TOPIC_PANEL_SIZE), none of them the host or a member; an expert who submitted stays
 * (409 EXPERT_HAS_SCORED). When the panel is then complete, its outcome decides the step at once.
 */
export async function assignTopicExperts(ctx: RequestContext, body: AssignTopicExpertsBody): Promise<TopicReviewState> {
  const ref = await loadReview(ctx.db, ctx.tenantId, body.reviewId);
  const { found, review } = ref;
  requireAccess(ctx.actor, topicAccess.assignExperts, { hostOrgPath: found.host.orgPath });
  if (!hasPanel(ref.kind) || !atStep(ref, 'district', 'expert')) throw new AppError('STATE_NOT_ALLOWED');
  const issues: Array<{ path: string; message: string }> = [];
  const members = new Set((await listMembers(ctx.db, ctx.tenantId, [found.topic.id])).map((member) => member.userId));
  const people = new Map((await findPeople(ctx.db, ctx.tenantId, body.expertUserIds)).map((person) => [person.userId, person]));
  body.expertUserIds.forEach((userId, index) => {
    if (!people.get(userId)?.roles.includes(topicRoles.step.expert))
      issues.push({ path: `body.expertUserIds.${index}`, message: 'not an expert of this district' });
    else if (userId === found.topic.hostUserId || members.has(userId))
      issues.push({ path: `body.expertUserIds.${index}`, message: 'the host or a member of the topic' });
  });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  if (body.expertUserIds.length !== found.call.expertCount) throw new AppError('TOPIC_PANEL_SIZE');
  return ctx.transaction(async (tx) => {
    await lockTopic(tx, ctx.tenantId, found.topic.id);
    const before = await listPanel(tx, ctx.tenantId, [review.id]);
    if (before.some((row) => row.submittedAt !== null && !body.expertUserIds.includes(row.expertUserId)))
      throw new AppError('EXPERT_HAS_SCORED');
    await replacePanel(
      tx,
      ctx.tenantId,
      { reviewInstanceId: review.id, applicationId: found.topic.id, kind: ref.kind, assignedBy: ctx.actor.userId },
      body.expertUserIds,
    );
    await recordAudit(tx, ctx, {
      action: 'topic.panel_assigned',
      entityType: 'topic_review',
      entityId: String(review.id),
      before: { experts: before.map((row) => row.expertUserId) },
      after: { experts: body.expertUserIds },
    });
    const moved = atStep(ref, 'expert') ? await completePanel(ctx, tx, ref) : undefined;
    // Experts added while the panel is already scoring hear of it; at the district step they hear when it passes on.
    if (atStep(ref, 'expert') && (!moved || stepCodeOf(moved) === 'expert')) {
      const added = body.expertUserIds.filter((userId) => !before.some((row) => row.expertUserId === userId));
      await tellPanel(ctx, tx, review, added);
    }
    return reviewStateOf(moved ?? review);
  });
}
