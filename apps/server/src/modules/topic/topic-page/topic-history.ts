import type { TopicApplyStatus, TopicHistoryEntry } from '@yanxiu/contract/topic';
import type { RequestContext } from '@server/platform/context/request-context';
import { reviewHistoryEntries } from '@server/platform/review/review-vocabulary';
import type { TopicWithContext } from '@server/modules/topic/applications/topics.repository';
import { listStages } from '@server/modules/topic/stages/stages.repository';

/** A topic's review history: the application's decisions and each stage filing's, oldest first. */
export async function topicHistory(ctx: RequestContext, found: TopicWithContext): Promise<TopicHistoryEntry[]> {
  const stages = await listStages(ctx.db, ctx.tenantId, found.topic.id);
  const reviews = new Map<number, Pick<TopicHistoryEntry, 'reviewKind' | 'stageId'>>([
    [found.review.id, { reviewKind: 'application', stageId: null }],
    ...stages.map(({ stage }): [number, Pick<TopicHistoryEntry, 'reviewKind' | 'stageId'>] => [
      stage.reviewInstanceId,
      { reviewKind: stage.kind as TopicHistoryEntry['reviewKind'], stageId: stage.id },
    ]),
  ]);
  return reviewHistoryEntries<TopicApplyStatus, Pick<TopicHistoryEntry, 'reviewKind' | 'stageId'>>(
    ctx.db,
    ctx.tenantId,
    [...reviews.keys()],
    (decision) => reviews.get(decision.instanceId)!,
  );
}
