import type { TopicApplyStatus, TopicReviewItem, TopicReviewState } from '@yanxiu/contract/topic';
import type { TopicLevelValue } from '@yanxiu/contract/topic-enums';
import type { Executor } from '@server/db/client';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { hostOf, stepCodeOf } from '@server/modules/topic/applications/topic-read';
import {
  findTopic,
  findTopicIdOfReview,
  type ReviewRow,
  type TopicWithContext,
} from '@server/modules/topic/applications/topics.repository';
import { findStage, type StageWithReview } from '@server/modules/topic/stages/stages.repository';
import type { PanelWithName } from './panel.repository';

/** A review item of topics: the topic, and the stage filing when it is not the application's review. */
export type TopicReviewRef = { found: TopicWithContext; filing: StageWithReview | null; review: ReviewRow; kind: TopicReviewItem['kind'] };

/** The topic (and filing) a review id names; 404 when it is no topic review of the tenant. */
export async function loadReview(db: Executor, tenantId: TenantId, reviewId: number): Promise<TopicReviewRef> {
  const ids = await findTopicIdOfReview(db, tenantId, reviewId);
  const found = ids ? await findTopic(db, tenantId, ids.applicationId) : undefined;
  if (!ids || !found) throw new AppError('NOT_FOUND');
  if (ids.stageId === null) return { found, filing: null, review: found.review, kind: 'application' };
  const filing = (await findStage(db, tenantId, ids.stageId))!;
  return { found, filing, review: filing.review, kind: filing.stage.kind as TopicReviewItem['kind'] };
}

/** Whether a review has an expert step (the application's plan scoring, the conclusion's appraisal). */
export const hasPanel = (kind: TopicReviewItem['kind']) => kind === 'application' || kind === 'conclusion';

/** Whether the review waits at one of these steps. */
export const atStep = (ref: TopicReviewRef, ...codes: string[]) =>
  ref.review.status === '4' && codes.includes(stepCodeOf(ref.review) ?? '');

/** Where a review stands after a decision, a panel change or a score. */
export const reviewStateOf = (review: {
  id: number;
  status: string;
  round: number;
  version: number;
  steps: unknown;
  stepIndex: number;
}): TopicReviewState => ({
  reviewId: review.id,
  status: review.status as TopicApplyStatus,
  stepCode: (review.steps as InstanceStep[])[review.stepIndex]?.code ?? null,
  round: review.round,
  version: review.version,
});

/** A review item as queues show it. */
export function reviewItemOf(ref: TopicReviewRef, panel: readonly PanelWithName[]): TopicReviewItem {
  const { found, review, filing, kind } = ref;
  const mine = panel.filter((row) => row.reviewInstanceId === review.id);
  return {
    reviewId: review.id,
    kind,
    applyId: found.topic.id,
    stageId: filing?.stage.id ?? null,
    title: found.topic.title,
    topicNo: found.topic.topicNo,
    level: found.topic.level as TopicLevelValue,
    callTitle: found.call.title,
    host: hostOf(found),
    status: review.status as TopicApplyStatus,
    stepCode: stepCodeOf(review),
    round: review.round,
    submittedAt: review.submittedAt?.toISOString() ?? null,
    panel: hasPanel(kind)
      ? { required: found.call.expertCount, assigned: mine.length, submitted: mine.filter((row) => row.submittedAt !== null).length }
      : null,
  };
}
