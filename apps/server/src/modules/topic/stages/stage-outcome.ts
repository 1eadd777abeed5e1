import type { TopicChange } from '@yanxiu/contract/topic';
import type { Executor } from '@server/db/client';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { ReviewInstanceRow } from '@server/platform/review/review-engine';
import { chinaDay } from '@server/platform/time/china-time';
import { recordConcludedTopic } from '@server/modules/profile/profile.public';
import { closeStage, type StageWithReview } from './stages.repository';
import {
  changeMembers,
  concludeTopic,
  extendPeriod,
  listMembers,
  type TopicWithContext,
} from '@server/modules/topic/applications/topics.repository';

/**
 * A stage filing's review ended. A passed change request applies its members (new ones invited) and its later
 * period end; a conclusion passed by the panel (appraisal excellent or pass) concludes the topic and records it in
 * the profile of the host and each confirmed member; one appraised fail is rejected and may be filed again. Runs in
 * the transaction of the decision or score that finished the review.
 */
export async function finishStage(
  ctx: RequestContext,
  tx: Executor,
  found: TopicWithContext,
  filing: StageWithReview,
  moved: ReviewInstanceRow,
  appraisal: 'excellent' | 'pass' | 'fail' | null = null,
): Promise<void> {
  if (moved.status !== '6' && moved.status !== '7') return;
  const outcome = moved.status === '6' ? 'passed' : 'rejected';
  const closed = await closeStage(tx, ctx.tenantId, filing.stage.id, outcome, appraisal);
  if (!closed || outcome === 'rejected') return;
  const { topic, call } = found;
  if (filing.stage.kind === 'change') {
    const change = filing.stage.change as TopicChange;
    await changeMembers(tx, ctx.tenantId, topic.id, change.addMemberUserIds, change.removeMemberUserIds);
    if (change.newPeriodEndsOn) await extendPeriod(tx, ctx.tenantId, topic.id, change.newPeriodEndsOn);
    return;
  }
  if (filing.stage.kind !== 'conclusion' || (appraisal !== 'excellent' && appraisal !== 'pass')) return;
  const now = new Date();
  const concluded = await concludeTopic(tx, ctx.tenantId, topic.id, appraisal, now);
  if (!concluded) return;
  const members = (await listMembers(tx, ctx.tenantId, [topic.id])).filter((member) => member.status === 'confirmed');
  await recordConcludedTopic(eventScopeOf(ctx, tx), {
    people: [{ userId: topic.hostUserId, role: 'host' }, ...members.map((member) => ({ userId: member.userId, role: 'member' as const }))],
    title: topic.title,
    topicNo: topic.topicNo!,
    approvedBy: call.ownerOrgName,
    approvedOn: chinaDay(topic.approvedAt ?? now),
    level: 2,
    concludedAt: now,
  });
  await recordAudit(tx, ctx, {
    action: 'topic.concluded',
    entityType: 'topic_application',
    entityId: String(topic.id),
    before: { phase: 'approved' },
    after: { phase: 'concluded', appraisal },
  });
}
