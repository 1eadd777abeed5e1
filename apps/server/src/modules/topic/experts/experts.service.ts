import type { TopicExpertDetail, TopicExpertPage, TopicExpertQueueQuery, TopicScoreBody, TopicScoreResult } from '@yanxiu/contract/topic';
import type { TopicAppraisalValue, TopicLevelValue } from '@yanxiu/contract/topic-enums';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { listTopicFiles } from '@server/modules/topic/applications/topic-files.repository';
import { stepCodeOf } from '@server/modules/topic/applications/topic-read';
import { lockTopic, memberStatusOf } from '@server/modules/topic/applications/topics.repository';
import { listPanel, type PanelWithName } from '@server/modules/topic/review/panel.repository';
import { loadReview, type TopicReviewRef } from '@server/modules/topic/review/review-read';
import { stageView } from '@server/modules/topic/stages/stage-view';
import { topicDetail } from '@server/modules/topic/topic-page/topic-detail';
import { topicAccess } from '@server/modules/topic/topic.access';
import { listExpertItems, submitPanelScore } from './experts.repository';
import { completePanel } from './panel-completion';

// Experts of a panel: their list, what they score, and their score or appraisal (once).

/** The review and my place on its panel; 404 unknown, 403 not on it (or the topic's host or member). */
async function onPanel(ctx: RequestContext, reviewId: number): Promise<{ ref: TopicReviewRef; mine: PanelWithName }> {
  const ref = await loadReview(ctx.db, ctx.tenantId, reviewId);
  const memberStatus = await memberStatusOf(ctx.db, ctx.tenantId, ref.found.topic.id, ctx.actor.userId);
  requireAccess(ctx.actor, topicAccess.score, { hostUserId: ref.found.topic.hostUserId, memberStatus });
  const mine = (await listPanel(ctx.db, ctx.tenantId, [reviewId])).find((row) => row.expertUserId === ctx.actor.userId);
  if (!mine) throw new AppError('TOPIC_NOT_ON_PANEL');
  return { ref, mine };
}

const isOpen = (ref: TopicReviewRef) => ref.review.status === '4' && stepCodeOf(ref.review) === 'expert';

export async function listTopicExpertQueue(ctx: RequestContext, query: Omit<TopicExpertQueueQuery, 'appId'>): Promise<TopicExpertPage> {
  const page = { current: query.current, size: query.size };
  const found = await listExpertItems(ctx.db, ctx.tenantId, ctx.actor.userId, query.state, page);
  return {
    records: found.rows.map((row) => ({
      reviewId: row.reviewId,
      kind: row.kind as 'application' | 'conclusion',
      applyId: row.applyId,
      title: row.title,
      level: row.level as TopicLevelValue,
      callTitle: row.callTitle,
      open: row.open,
      submittedAt: row.submittedAt?.toISOString() ?? null,
    })),
    total: found.total,
    ...page,
  };
}

export async function readTopicExpertItem(ctx: RequestContext, reviewId: number): Promise<TopicExpertDetail> {
  const { ref, mine } = await onPanel(ctx, reviewId);
  const { found, filing } = ref;
  const files = filing ? await listTopicFiles(ctx.db, ctx.tenantId, found.topic.id) : [];
  return {
    reviewId,
    kind: ref.kind as 'application' | 'conclusion',
    applyId: found.topic.id,
    title: found.topic.title,
    level: found.topic.level as TopicLevelValue,
    callTitle: found.call.title,
    open: isOpen(ref),
    submittedAt: mine.submittedAt?.toISOString() ?? null,
    topic: await topicDetail(ctx.db, ctx.tenantId, found, 'reviewer'),
    stage: filing ? await stageView(ctx.db, ctx.tenantId, filing, files) : null,
    passScore: found.call.passScore,
    mine: mine.submittedAt
      ? {
          score: mine.score,
          appraisal: (mine.appraisal as TopicAppraisalValue | null) ?? null,
          comment: mine.comment ?? '',
          submittedAt: mine.submittedAt.toISOString(),
        }
      : null,
  };
}

/** My score (plan) or appraisal (conclusion), once, while the review is at its expert step; the last one decides the step. */
export async function submitTopicScore(ctx: RequestContext, body: TopicScoreBody): Promise<TopicScoreResult> {
  const { ref, mine } = await onPanel(ctx, body.reviewId);
  if (mine.kind !== body.kind)
    throw new AppError('UNPROCESSABLE', {
      issues: [{ path: 'body.kind', message: `this review takes a ${mine.kind === 'application' ? 'score' : 'appraisal'}` }],
    });
  if (mine.submittedAt) throw new AppError('TOPIC_ALREADY_SCORED');
  if (!isOpen(ref)) throw new AppError('STATE_NOT_ALLOWED');
  return ctx.transaction(async (tx) => {
    await lockTopic(tx, ctx.tenantId, ref.found.topic.id);
    const given =
      body.kind === 'application'
        ? { score: body.score, appraisal: null, comment: body.comment }
        : { score: null, appraisal: body.appraisal, comment: body.comment };
    const saved = await submitPanelScore(tx, ctx.tenantId, { reviewInstanceId: body.reviewId, expertUserId: ctx.actor.userId }, given);
    if (!saved) throw new AppError('TOPIC_ALREADY_SCORED');
    await recordAudit(tx, ctx, { action: 'topic.panel_scored', entityType: 'topic_review', entityId: String(body.reviewId), after: given });
    const moved = await completePanel(ctx, tx, ref);
    return {
      reviewId: body.reviewId,
      complete: moved !== undefined,
      outcome: moved ? (moved.status === '6' ? 'approved' : 'rejected') : null,
    };
  });
}
