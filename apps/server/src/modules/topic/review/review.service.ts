import type { TopicAppraisalValue } from '@yanxiu/contract/topic-enums';
import type {
  TopicDecideBody,
  TopicReviewDetail,
  TopicReviewQueuePage,
  TopicReviewQueueQuery,
  TopicReviewState,
} from '@yanxiu/contract/topic';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { InstanceStep } from '@server/platform/review/review-definition';
import { actOnReview, canDecide, type ReviewActor, reviewQueue, reviewQueueCounts } from '@server/platform/review/review-engine';
import { ReviewStatus } from '@server/platform/review/review-state';
import { listTopicFiles } from '@server/modules/topic/applications/topic-files.repository';
import { readableTopic, stepCodeOf } from '@server/modules/topic/applications/topic-read';
import { stageView } from '@server/modules/topic/stages/stage-view';
import { finishStage } from '@server/modules/topic/stages/stage-outcome';
import { topicDetail } from '@server/modules/topic/topic-page/topic-detail';
import { topicHistory } from '@server/modules/topic/topic-page/topic-history';
import { topicAccess, topicRoles } from '@server/modules/topic/topic.access';
import { TOPIC_SUBJECT } from '@server/modules/topic/topic-workflow';
import { tellPanel } from './panel-notice';
import { listPanel } from './panel.repository';
import { topicReviewsWhere } from './queue.repository';
import { atStep, hasPanel, loadReview, reviewItemOf, reviewStateOf, type TopicReviewRef } from './review-read';
import { topicTexts } from '../topic.texts';

// The staff side of topic reviews: the school and district queues, a review item, and decisions.

const ENTITY = 'topic_review';

/** The staff member as the engine's reviewer of the school and district steps: the expert step is the panel's, never a queue's. */
const staffReviewer = (ctx: RequestContext): ReviewActor => ({
  userId: ctx.actor.userId,
  roles: ctx.actor.roles.filter((role) => role !== topicRoles.step.expert),
  orgPath: ctx.actor.orgPath,
});

/** A review item the caller may read as staff or reviewer (404 unknown, 403 not theirs). */
async function readableReview(ctx: RequestContext, reviewId: number): Promise<TopicReviewRef> {
  const ref = await loadReview(ctx.db, ctx.tenantId, reviewId);
  await readableTopic(ctx, ref.found.topic.id);
  return ref;
}

export async function listTopicReviewQueue(
  ctx: RequestContext,
  query: Omit<TopicReviewQueueQuery, 'appId'>,
): Promise<TopicReviewQueuePage> {
  const options = {
    subject: topicReviewsWhere(TOPIC_SUBJECT, {
      kind: query.kind,
      callId: query.callId === undefined ? undefined : Number(query.callId),
      keyword: query.keyword,
    }),
  };
  const reviewer = staffReviewer(ctx);
  const [found, counts] = await Promise.all([
    reviewQueue(ctx.db, ctx.tenantId, reviewer, { ...options, state: query.state, page: query.current, size: query.size }),
    reviewQueueCounts(ctx.db, ctx.tenantId, reviewer, options),
  ]);
  const refs = await Promise.all(found.rows.map((row) => loadReview(ctx.db, ctx.tenantId, row.id)));
  const panel = await listPanel(
    ctx.db,
    ctx.tenantId,
    refs.map((ref) => ref.review.id),
  );
  return { records: refs.map((ref) => reviewItemOf(ref, panel)), total: found.total, current: query.current, size: query.size, counts };
}

export async function readTopicReview(ctx: RequestContext, reviewId: number): Promise<TopicReviewDetail> {
  const ref = await readableReview(ctx, reviewId);
  const { found, filing, review } = ref;
  const [panel, history, files] = await Promise.all([
    listPanel(ctx.db, ctx.tenantId, [review.id]),
    topicHistory(ctx, found),
    listTopicFiles(ctx.db, ctx.tenantId, found.topic.id),
  ]);
  const seesScores = topicAccess.assignExperts(ctx.actor, { hostOrgPath: found.host.orgPath });
  const steps = review.steps as InstanceStep[];
  return {
    ...reviewItemOf(ref, panel),
    version: review.version,
    topic: await topicDetail(ctx.db, ctx.tenantId, found, 'reviewer'),
    stage: filing ? await stageView(ctx.db, ctx.tenantId, filing, files) : null,
    steps: steps.map(({ code, role }) => ({ code, role })),
    canDecide: stepCodeOf(review) !== 'expert' && canDecide(staffReviewer(ctx), review),
    canAssignExperts: hasPanel(ref.kind) && seesScores && atStep(ref, 'district', 'expert'),
    passScore: found.call.passScore,
    expertCount: found.call.expertCount,
    // District staff follow the panel; scores show once submitted, never before.
    panel: seesScores
      ? panel.map((row) => ({
          userId: String(row.expertUserId),
          name: row.name,
          orgName: row.orgName,
          submitted: row.submittedAt !== null,
          score: row.submittedAt ? row.score : null,
          appraisal: row.submittedAt ? ((row.appraisal as TopicAppraisalValue | null) ?? null) : null,
          comment: row.submittedAt ? row.comment : null,
          submittedAt: row.submittedAt?.toISOString() ?? null,
        }))
      : [],
    history: history.filter((entry) => (filing ? entry.stageId === filing.stage.id : entry.reviewKind === 'application')),
  };
}

/** A school or district decision through the engine, audited; a stage's last approval applies what the filing asked for. */
export async function decideTopicReview(ctx: RequestContext, body: TopicDecideBody): Promise<TopicReviewState> {
  const ref = await readableReview(ctx, body.reviewId);
  if (atStep(ref, 'expert')) throw new AppError('STATE_NOT_ALLOWED', { message: topicTexts(ctx.locale, 'expertStepByPanel') });
  const { review } = ref;
  if (body.version !== undefined && body.version !== review.version) throw new AppError('STALE_VERSION');
  // The district passes a review on to its expert step only with a full panel, so it never waits there unseen.
  if (body.decision === 'approve' && hasPanel(ref.kind) && atStep(ref, 'district') && canDecide(staffReviewer(ctx), review)) {
    const panel = await listPanel(ctx.db, ctx.tenantId, [review.id]);
    if (panel.length !== ref.found.call.expertCount) throw new AppError('TOPIC_PANEL_SIZE');
  }
  return ctx.transaction(async (tx) => {
    const moved = await actOnReview(eventScopeOf(ctx, tx), review.id, staffReviewer(ctx), body.decision, {
      comment: body.comment,
      expectedVersion: review.version,
    });
    if (ref.filing) await finishStage(ctx, tx, ref.found, ref.filing, moved);
    if (stepCodeOf(moved) === 'expert' && moved.status === ReviewStatus.underReview) {
      const panel = await listPanel(tx, ctx.tenantId, [review.id]);
      await tellPanel(
        ctx,
        tx,
        moved,
        panel.filter((row) => row.submittedAt === null).map((row) => row.expertUserId),
      );
    }
    await recordAudit(tx, ctx, {
      action: `topic.review_${body.decision}`,
      entityType: ENTITY,
      entityId: String(review.id),
      before: { status: review.status, stepCode: stepCodeOf(review), round: review.round },
      after: { status: moved.status, stepCode: stepCodeOf(moved), round: moved.round, comment: body.comment ?? null },
    });
    return reviewStateOf(moved);
  });
}
