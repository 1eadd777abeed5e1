import { defineEvent } from '@server/platform/events/domain-events';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ReviewEvent } from './review-state';
import type { ReviewInstanceRow } from './review.repository';

/** A review moved: the event that moved it and the instance as it now is (status, step, applicant, steps). */
export type ReviewTransition = { tenantId: TenantId; event: ReviewEvent; instance: ReviewInstanceRow };

/**
 * Every review transition of every workflow, emitted on the app's event bus in the engine's transaction: a step
 * reached (someone must review now) or a decision (the applicant hears of it). Development, declaration, backbone,
 * selection and topic reviews all run through the engine, so a subscriber serves them all without code in those
 * domains.
 */
export const reviewMoved = defineEvent<ReviewTransition>('review.moved');
