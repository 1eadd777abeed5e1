import type { ReviewEvent, ReviewHistoryEntryOf, ReviewQueueRow } from '@yanxiu/contract/review';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { InstanceStep } from './review-definition';
import { latestReviewerComments, listDecisionsWithActors, type ReviewDecisionRow, type ReviewInstanceRow } from './review.repository';

// The engine's rows in the contract's review vocabulary (packages/contract/src/review.ts). Every reviewing domain
// maps through these, so a history entry or a queue row means the same in each; a domain adds only its status code
// (as a type) and its subject's fields.

/** The code of the step a review is at: deciding now, or where it was returned or decided last. */
export function currentStepCode(review: Pick<ReviewInstanceRow, 'steps' | 'stepIndex'>): string {
  // Every stored instance has at least one step and its index within them (openReview refuses a workflow without).
  return (review.steps as InstanceStep[])[review.stepIndex]?.code ?? '';
}

/**
 * The history of one review, or of several read as one (a topic's application and its stage filings), oldest
 * first, in the vocabulary. `extend` adds a domain's own fields from each decision row (development's actor id and
 * role, topic's review kind); `Status` is the domain's status code, which the engine stores as text.
 */
export async function reviewHistoryEntries<Status extends string, Extra extends object = Record<never, never>>(
  db: Executor,
  tenantId: TenantId,
  instanceIds: number | readonly number[],
  extend?: (decision: ReviewDecisionRow) => Extra,
): Promise<(ReviewHistoryEntryOf<Status> & Extra)[]> {
  const rows = await listDecisionsWithActors(db, tenantId, typeof instanceIds === 'number' ? [instanceIds] : instanceIds);
  return rows.map(({ decision, actorName }) => ({
    actorName: actorName ?? '',
    stepCode: decision.stepCode,
    // The engine writes only its own events (review-state.ts), which are the vocabulary's.
    event: decision.event as ReviewEvent,
    comment: decision.comment,
    round: decision.round,
    statusAfter: decision.statusAfter as Status,
    decidedAt: decision.decidedAt.toISOString(),
    ...(extend?.(decision) ?? ({} as Extra)),
  }));
}

// What the reviewers last wrote on each review, for the page that shows it (a returned application's "what to
// change", a declaration's last decision): read in one query for a page of reviews.
export { latestReviewerComments };

/** The applicant as a queue row names them (the domain reads them with its subjects, in one query). */
export type QueueApplicant = { userId: number; userName: string; orgName: string };

/** The fields every queue row has, from the review and its applicant; the domain adds its subject's. */
export function reviewQueueRowOf(review: ReviewInstanceRow, applicant: QueueApplicant): ReviewQueueRow {
  return {
    userId: String(applicant.userId),
    userName: applicant.userName,
    orgName: applicant.orgName,
    stepCode: currentStepCode(review),
    round: review.round,
    submittedAt: review.submittedAt?.toISOString() ?? null,
  };
}
