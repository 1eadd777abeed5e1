import type { TopicAppraisalValue } from '@yanxiu/contract/topic-enums';
import type { Executor } from '@server/db/client';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { actOnReview, type ReviewInstanceRow } from '@server/platform/review/review-engine';
import { approveApplication } from '@server/modules/topic/applications/application-approval';
import { listPanel } from '@server/modules/topic/review/panel.repository';
import type { TopicReviewRef } from '@server/modules/topic/review/review-read';
import { finishStage } from '@server/modules/topic/stages/stage-outcome';
import { topicRoles } from '@server/modules/topic/topic.access';
import { panelAppraisal, planOutcome } from './panel-outcome';

/**
 * Decides a review's expert step once every expert of a full panel (the call's expertCount) has submitted: the
 * engine records it as the caller's decision (the last expert to submit, or the district staff member whose panel
 * change completed it) with the panel's result as the comment. An application is approved (立项) when the mean
 * reaches the pass score, else rejected; a conclusion passes unless the panel's appraisal is fail. Runs in the
 * caller's transaction after the topic's row was locked, so two last scores cannot both miss the completion.
 * Answers the moved review, or undefined while the panel is incomplete.
 */
export async function completePanel(ctx: RequestContext, tx: Executor, ref: TopicReviewRef): Promise<ReviewInstanceRow | undefined> {
  const panel = await listPanel(tx, ctx.tenantId, [ref.review.id]);
  const submitted = panel.filter((row) => row.submittedAt !== null);
  if (panel.length < ref.found.call.expertCount || submitted.length < panel.length) return undefined;
  const actor = { userId: ctx.actor.userId, roles: ctx.actor.roles, orgPath: ctx.actor.orgPath };
  if (ref.kind === 'application') {
    const { mean, approved } = planOutcome(
      submitted.map((row) => row.score ?? 0),
      ref.found.call.passScore,
    );
    const comment = `${mean} / ${ref.found.call.passScore}`;
    const moved = await actOnReview(
      eventScopeOf(ctx, tx),
      ref.review.id,
      { ...actor, roles: [...actor.roles, topicRoles.step.expert] },
      approved ? 'approve' : 'reject',
      { comment },
    );
    if (approved) await approveApplication(ctx, tx, ref.found);
    return moved;
  }
  const appraisal = panelAppraisal(submitted.map((row) => row.appraisal as TopicAppraisalValue));
  const moved = await actOnReview(
    eventScopeOf(ctx, tx),
    ref.review.id,
    { ...actor, roles: [...actor.roles, topicRoles.step.expert] },
    appraisal === 'fail' ? 'reject' : 'approve',
    { comment: appraisal },
  );
  await finishStage(ctx, tx, ref.found, ref.filing!, moved, appraisal);
  return moved;
}
