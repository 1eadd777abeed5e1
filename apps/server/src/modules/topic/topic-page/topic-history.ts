import type { TopicApplyStatus, TopicHistoryEntry } from '@yanxiu/contract/topic';
import type { RequestContext } from '@server/platform/context/request-context';
import { reviewDecisionsOf } from '@server/platform/review/review-engine';
import { findUserNames } from '@server/modules/topic/applications/people';
import type { TopicWithContext } from '@server/modules/topic/applications/topics.repository';
import { listStages } from '@server/modules/topic/stages/stages.repository';

/** A topic's review history: the application's decisions then each stage filing's, oldest first. */
export async function topicHistory(ctx: RequestContext, found: TopicWithContext): Promise<TopicHistoryEntry[]> {
  const stages = await listStages(ctx.db, ctx.tenantId, found.topic.id);
  const reviews = [
    { reviewId: found.review.id, kind: 'application' as const, stageId: null },
    ...stages.map(({ stage }) => ({
      reviewId: stage.reviewInstanceId,
      kind: stage.kind as TopicHistoryEntry['reviewKind'],
      stageId: stage.id,
    })),
  ];
  const decided = await Promise.all(
    reviews.map(async (review) => ({ review, entries: await reviewDecisionsOf(ctx.db, ctx.tenantId, review.reviewId) })),
  );
  const names = await findUserNames(
    ctx.db,
    ctx.tenantId,
    decided.flatMap(({ entries }) => entries.map((entry) => entry.actorUserId)),
  );
  return decided
    .flatMap(({ review, entries }) =>
      entries.map((entry) => ({
        reviewKind: review.kind,
        stageId: review.stageId,
        actorName: names.get(entry.actorUserId) ?? '',
        stepCode: entry.stepCode,
        event: entry.event,
        comment: entry.comment,
        round: entry.round,
        statusAfter: entry.statusAfter as TopicApplyStatus,
        decidedAt: entry.decidedAt.toISOString(),
      })),
    )
    .sort((a, b) => a.decidedAt.localeCompare(b.decidedAt));
}
