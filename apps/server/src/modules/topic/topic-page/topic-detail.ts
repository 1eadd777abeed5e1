import type { MyTopicRow, ResearchPlan, TopicApplyStatus, TopicDetail, TopicStage, TopicStageSlot } from '@yanxiu/contract/topic';
import type { TopicAppraisalValue, TopicLevelValue, TopicPhaseValue } from '@yanxiu/contract/topic-enums';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay } from '@server/platform/time/china-time';
import { fileView } from '@server/modules/topic/applications/attachments';
import { listTopicFiles } from '@server/modules/topic/applications/topic-files.repository';
import { hostOf, lastReturnComment, stepCodeOf } from '@server/modules/topic/applications/topic-read';
import { listMembers, type TopicWithContext } from '@server/modules/topic/applications/topics.repository';
import { countRecords } from '@server/modules/topic/records/records.repository';
import { nextDue, ORDERED_STAGES, stageBefore, stageDeadlines, stageOpenings } from '@server/modules/topic/stages/deadlines';
import { stageView } from '@server/modules/topic/stages/stage-view';
import { listStages } from '@server/modules/topic/stages/stages.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Opening, mid-term and conclusion slots of an approved topic, with the latest filing of each. */
function slotsOf(found: TopicWithContext, stages: readonly TopicStage[], today: string): TopicStageSlot[] {
  const { topic } = found;
  if (topic.phase === 'application' || !topic.periodStartsOn || !topic.periodEndsOn) return [];
  const period = { startsOn: topic.periodStartsOn, endsOn: topic.periodEndsOn };
  const deadlines = stageDeadlines(period);
  const openings = stageOpenings(period);
  const latest = (kind: string) => stages.filter((stage) => stage.kind === kind).at(-1) ?? null;
  const passed = (kind: string) => latest(kind)?.status === 'passed';
  return ORDERED_STAGES.map((kind) => {
    const stage = latest(kind);
    const before = stageBefore(kind);
    // A returned filing is filed again (its next round), so it does not hold the slot as one under review does.
    const live = stage !== null && stage.status !== 'rejected' && stage.status !== 'returned';
    return {
      kind,
      opensOn: openings[kind],
      dueOn: deadlines[kind],
      overdue: !passed(kind) && today > deadlines[kind],
      canFile: topic.phase === 'approved' && today >= openings[kind] && (before === null || passed(before)) && !live,
      stage,
    };
  });
}

/** The passed ordered stages of a topic's filings. */
export const passedOf = (stages: readonly { kind: string; status: string }[]) =>
  new Set(stages.filter((stage) => stage.status === 'passed').map((stage) => stage.kind));

/** Everything the apply form, the host page and the reviewers read of one topic. */
export async function topicDetail(
  db: Executor,
  tenantId: TenantId,
  found: TopicWithContext,
  myRole: TopicDetail['myRole'],
): Promise<TopicDetail> {
  const { topic, review, call } = found;
  const [members, files, stageRows, recordCount, returnComment] = await Promise.all([
    listMembers(db, tenantId, [topic.id]),
    listTopicFiles(db, tenantId, topic.id),
    listStages(db, tenantId, topic.id),
    countRecords(db, tenantId, topic.id),
    lastReturnComment(db, tenantId, review),
  ]);
  const stages = await Promise.all(stageRows.map((row) => stageView(db, tenantId, row, files)));
  const today = chinaDay(new Date());
  const ordered = stages.filter((stage) => stage.kind !== 'change');
  const changes = stages.filter((stage) => stage.kind === 'change').reverse();
  const conclusionLive = ordered.some((stage) => stage.kind === 'conclusion' && stage.status !== 'rejected');
  const due =
    topic.phase === 'approved' && topic.periodStartsOn && topic.periodEndsOn
      ? nextDue({ startsOn: topic.periodStartsOn, endsOn: topic.periodEndsOn }, passedOf(ordered), today)
      : null;
  return {
    applyId: topic.id,
    callId: topic.callId,
    callTitle: call.title,
    callYear: call.year,
    title: topic.title,
    level: topic.level as TopicLevelValue,
    suggestionKey: topic.suggestionKey,
    host: hostOf(found),
    members: members.map((member) => ({
      userId: String(member.userId),
      name: member.name,
      orgName: member.orgName,
      status: member.status as 'invited',
      respondedAt: iso(member.respondedAt),
    })),
    plan: topic.plan as ResearchPlan,
    files: files.filter((file) => file.stageId === null && file.recordId === null).map(fileView),
    phase: topic.phase as TopicPhaseValue,
    status: review.status as TopicApplyStatus,
    stepCode: stepCodeOf(review),
    round: review.round,
    version: topic.version,
    returnComment,
    topicNo: topic.topicNo,
    periodStartsOn: topic.periodStartsOn,
    periodEndsOn: topic.periodEndsOn,
    approvedAt: iso(topic.approvedAt),
    concludedAt: iso(topic.concludedAt),
    appraisal: (topic.appraisal as TopicAppraisalValue | null) ?? null,
    results: ordered.filter((stage) => stage.kind === 'conclusion' && stage.status === 'passed').at(-1)?.results ?? '',
    sharedAt: iso(topic.sharedAt),
    shareAbstract: topic.shareAbstract,
    stages: slotsOf(found, ordered, today),
    changes,
    nextDue: due,
    recordCount,
    submittedAt: iso(review.submittedAt),
    updatedAt: topic.updatedAt.toISOString(),
    myRole,
    canEdit: myRole === 'host' && topic.phase === 'application' && (review.status === '2' || review.status === '5'),
    canRequestChange:
      myRole === 'host' &&
      topic.phase === 'approved' &&
      !conclusionLive &&
      !changes.some((change) => change.status === 'reviewing' || change.status === 'returned'),
  };
}

/** A row of my topics (due dates from the period and the passed stages). */
export function myTopicRow(found: TopicWithContext, myRole: MyTopicRow['myRole'], passed: ReadonlySet<string>, today: string): MyTopicRow {
  const { topic, review } = found;
  const period = topic.periodStartsOn && topic.periodEndsOn ? { startsOn: topic.periodStartsOn, endsOn: topic.periodEndsOn } : null;
  return {
    applyId: topic.id,
    title: topic.title,
    topicNo: topic.topicNo,
    level: topic.level as TopicLevelValue,
    phase: topic.phase as TopicPhaseValue,
    status: review.status as TopicApplyStatus,
    myRole,
    host: hostOf(found),
    periodStartsOn: topic.periodStartsOn,
    periodEndsOn: topic.periodEndsOn,
    nextDue: topic.phase === 'approved' && period ? nextDue(period, passed, today) : null,
  };
}
