import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ReviewEvent } from './review-state';
import type { ReviewInstanceRow } from './review.repository';

/** A review moved: the event that moved it and the instance as it now is (status, step, applicant, steps). */
export type ReviewTransition = { tenantId: TenantId; event: ReviewEvent; instance: ReviewInstanceRow };

type ReviewObserver = (tx: Executor, transition: ReviewTransition) => Promise<void>;

// Process-wide, not per app: domains build the engine from a database handle (createReviewEngine(db)) without the
// app's event bus, and an observer acts only through the transaction it is given, so one registration serves every
// app of the process. A Set, so registering the same observer again (each test app's module) adds nothing.
const observers = new Set<ReviewObserver>();

/**
 * Reacts to every review transition of every workflow, in the engine's transaction: a step reached (someone must
 * review now) or a decision (the applicant hears of it). Development, declaration, backbone and selection reviews all
 * run through the engine, so a reaction here serves them all without code in those domains.
 */
export function observeReviews(observer: ReviewObserver): void {
  observers.add(observer);
}

export async function reviewMoved(tx: Executor, transition: ReviewTransition): Promise<void> {
  for (const observer of observers) await observer(tx, transition);
}
