import type { Executor } from '@server/db/client';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { approveTopic, takeTopicNumber, type TopicWithContext } from './topics.repository';

/** `<year>-<sequence>`: three digits at least, so numbers sort as text within a year. */
export const topicNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(3, '0')}`;

/**
 * The application's review approved (the panel's mean reached the pass score): 立项 with a number and the call's
 * period, in the transaction of the score that finished the review.
 */
export async function approveApplication(ctx: RequestContext, tx: Executor, found: TopicWithContext): Promise<void> {
  const { topic, call } = found;
  const topicNo = topicNumber(call.year, await takeTopicNumber(tx, ctx.tenantId, call.year));
  const approved = await approveTopic(tx, ctx.tenantId, topic.id, {
    topicNo,
    periodStartsOn: call.periodStartsOn,
    periodEndsOn: call.periodEndsOn,
    at: new Date(),
  });
  if (!approved) return;
  await recordAudit(tx, ctx, {
    action: 'topic.approved',
    entityType: 'topic_application',
    entityId: String(topic.id),
    before: { phase: 'application' },
    after: { phase: 'approved', topicNo },
  });
}
