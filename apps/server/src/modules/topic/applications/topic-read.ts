import type { TopicDetail, TopicPerson } from '@yanxiu/contract/topic';
import type { Executor } from '@server/db/client';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { latestReviewerComments } from '@server/platform/review/review-vocabulary';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { topicAccess } from '@server/modules/topic/topic.access';
import { findTopic, memberStatusOf, type ReviewRow, type TopicWithContext } from './topics.repository';

// What the other areas of topic (stages, records, the topic page, reviews, files) read of a topic.

/**
 * The reading rules of a topic for the caller, with what they are to it; 404 unknown, 403 not theirs to read.
 * Experts read through their panel (experts/), not here.
 */
export async function readableTopic(
  ctx: RequestContext,
  applyId: number,
): Promise<{ found: TopicWithContext; myRole: TopicDetail['myRole']; memberStatus: string | null }> {
  const found = await findTopic(ctx.db, ctx.tenantId, applyId);
  if (!found) throw new AppError('NOT_FOUND');
  const memberStatus = await memberStatusOf(ctx.db, ctx.tenantId, applyId, ctx.actor.userId);
  const ref = {
    hostUserId: found.topic.hostUserId,
    hostOrgPath: found.host.orgPath,
    memberStatus,
    submitted: found.review.status !== '2',
    steps: found.review.steps as InstanceStep[],
  };
  requireAccess(ctx.actor, topicAccess.readTopic, ref);
  const myRole =
    ctx.actor.userId === found.topic.hostUserId
      ? 'host'
      : memberStatus === 'confirmed'
        ? 'member'
        : memberStatus === 'invited'
          ? 'invited'
          : 'reviewer';
  return { found, myRole, memberStatus };
}

/** A topic the caller hosts; 404 unknown, 403 anyone but its host. */
export async function hostedTopic(ctx: RequestContext, applyId: number): Promise<TopicWithContext> {
  const found = await findTopic(ctx.db, ctx.tenantId, applyId);
  if (!found) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, topicAccess.hostTopic, found.topic);
  return found;
}

/** The code of the step a review is at (or was returned / decided at); null for a draft. */
export function stepCodeOf(review: ReviewRow): string | null {
  if (review.status === '2') return null;
  return (review.steps as InstanceStep[])[review.stepIndex]?.code ?? null;
}

/** The host (the topic's applicant) as pages show them. */
export const hostOf = ({ topic, host }: TopicWithContext): TopicPerson => ({
  userId: String(topic.hostUserId),
  name: host.name,
  orgName: host.orgName,
});

/** The comment of the latest return or rejection of a review, while it stands returned or rejected. */
export async function lastReturnComment(db: Executor, tenantId: TenantId, review: ReviewRow): Promise<string | null> {
  if (review.status !== '5' && review.status !== '7') return null;
  return (await latestReviewerComments(db, tenantId, [review.id], ['return', 'reject'])).get(review.id) ?? null;
}
