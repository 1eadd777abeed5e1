import type { TopicApplyStatus, TopicOverviewPage, TopicOverviewQuery } from '@yanxiu/contract/topic';
import type { TopicAppraisalValue, TopicLevelValue, TopicPhaseValue, TopicStageKindValue } from '@yanxiu/contract/topic-enums';
import type { RequestContext } from '@server/platform/context/request-context';
import { chinaDay } from '@server/platform/time/china-time';
import { hostOf, stepCodeOf } from '@server/modules/topic/applications/topic-read';
import { listOverview } from '@server/modules/topic/applications/topics.repository';
import { nextDue } from '@server/modules/topic/stages/deadlines';
import { openKinds, passedKinds } from '@server/modules/topic/stages/stages.repository';

/** The topics of my school (school staff) or district (district staff) with their phase and what is due or overdue. */
export async function listTopicOverview(ctx: RequestContext, query: Omit<TopicOverviewQuery, 'appId'>): Promise<TopicOverviewPage> {
  const page = { current: query.current, size: query.size };
  const today = chinaDay(new Date());
  const found = await listOverview(
    ctx.db,
    ctx.tenantId,
    {
      orgPath: ctx.actor.orgPath,
      today,
      overdueOnly: query.overdue === 'true',
      phase: query.phase,
      callId: query.callId === undefined ? undefined : Number(query.callId),
      keyword: query.keyword,
    },
    page,
  );
  const ids = found.rows.map((row) => row.topic.id);
  const [passed, pending] = await Promise.all([passedKinds(ctx.db, ctx.tenantId, ids), openKinds(ctx.db, ctx.tenantId, ids)]);
  const records = found.rows.map((row) => {
    const { topic, review, call } = row;
    const period = topic.periodStartsOn && topic.periodEndsOn ? { startsOn: topic.periodStartsOn, endsOn: topic.periodEndsOn } : null;
    return {
      applyId: topic.id,
      title: topic.title,
      topicNo: topic.topicNo,
      level: topic.level as TopicLevelValue,
      callTitle: call.title,
      host: hostOf(row),
      memberCount: row.memberCount,
      phase: topic.phase as TopicPhaseValue,
      status: review.status as TopicApplyStatus,
      stepCode: stepCodeOf(review),
      periodStartsOn: topic.periodStartsOn,
      periodEndsOn: topic.periodEndsOn,
      pendingStage: (pending.get(topic.id) as TopicStageKindValue | undefined) ?? null,
      nextDue: topic.phase === 'approved' && period ? nextDue(period, passed.get(topic.id) ?? new Set(), today) : null,
      appraisal: (topic.appraisal as TopicAppraisalValue | null) ?? null,
    };
  });
  return { records, total: found.total, ...page, overdueCount: found.overdue };
}
