import type { TopicChange, TopicChangeView, TopicStage } from '@yanxiu/contract/topic';
import type { TopicAppraisalValue, TopicStageStatusValue } from '@yanxiu/contract/topic-enums';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { fileView } from '@server/modules/topic/applications/attachments';
import type { TopicFileRow } from '@server/modules/topic/applications/topic-files.repository';
import { lastReturnComment, stepCodeOf } from '@server/modules/topic/applications/topic-read';
import { findPeople, type ReviewRow } from '@server/modules/topic/applications/topics.repository';
import type { StageWithReview } from './stages.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A stage's status from its review. */
export function stageStatusOf(review: ReviewRow): TopicStageStatusValue {
  if (review.status === '6') return 'passed';
  if (review.status === '7') return 'rejected';
  if (review.status === '5') return 'returned';
  return 'reviewing';
}

/** A change request with the people it adds or removes (an added one is not a member yet: the topic cannot name them). */
async function changeView(db: Executor, tenantId: TenantId, change: TopicChange | null): Promise<TopicChangeView | null> {
  if (!change) return null;
  const people = await findPeople(db, tenantId, [...change.addMemberUserIds, ...change.removeMemberUserIds]);
  return { ...change, people: people.map((person) => ({ userId: String(person.userId), name: person.name, orgName: person.orgName })) };
}

/** A stage filing as pages show it. */
export async function stageView(
  db: Executor,
  tenantId: TenantId,
  { stage, review }: StageWithReview,
  files: readonly TopicFileRow[],
): Promise<TopicStage> {
  return {
    stageId: stage.id,
    kind: stage.kind as TopicStage['kind'],
    status: stageStatusOf(review),
    report: stage.report,
    results: stage.results,
    change: await changeView(db, tenantId, (stage.change as TopicChange | null) ?? null),
    files: files.filter((file) => file.stageId === stage.id).map(fileView),
    reviewId: review.id,
    stepCode: stepCodeOf(review),
    round: review.round,
    version: stage.version,
    appraisal: (stage.appraisal as TopicAppraisalValue | null) ?? null,
    returnComment: await lastReturnComment(db, tenantId, review),
    filedAt: stage.filedAt.toISOString(),
    decidedAt: iso(stage.decidedAt),
  };
}
