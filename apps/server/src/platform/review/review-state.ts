import type { ReviewEvent } from '@yanxiu/contract/review';

/**
 * The state machine of one phased review, free of storage so it can be reasoned about and property-tested.
 * Statuses use the spec's apply-status values where it has them (2 in application, 4 under review) and the
 * contract's documented values for the rest (5 returned, 6 approved, 7 rejected, 8 withdrawn); 0 (not applied)
 * is the absence of a review.
 */
export const ReviewStatus = {
  inApplication: '2',
  underReview: '4',
  returned: '5',
  approved: '6',
  rejected: '7',
  withdrawn: '8',
} as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/** Statuses no event leaves. */
export const FINAL_STATUSES: readonly ReviewStatus[] = [ReviewStatus.approved, ReviewStatus.rejected, ReviewStatus.withdrawn];

export type ReviewState = {
  status: ReviewStatus;
  /** Index of the step deciding now; meaningful while under review. */
  stepIndex: number;
  /** 1 for the first submission, one more for each resubmission after a return. */
  round: number;
  /** How many steps this review goes through (fixed when it is first submitted). */
  stepCount: number;
};

/** The contract's review events: the engine writes no other into a history. */
export type { ReviewEvent };

export type Transition = { ok: true; state: ReviewState } | { ok: false; reason: string };

/** A review being prepared by its applicant: nothing decided yet. */
export function draftState(stepCount: number): ReviewState {
  if (!Number.isInteger(stepCount) || stepCount < 1) throw new Error('a review needs at least one step');
  return { status: ReviewStatus.inApplication, stepIndex: 0, round: 1, stepCount };
}

const refuse = (state: ReviewState, event: ReviewEvent): Transition => ({
  ok: false,
  reason: `cannot ${event} a review in status ${state.status}`,
});

/**
 * The one place the rules live: which event is allowed in which status, and where it leads.
 * - submit: in application -> under review at the first step;
 * - approve: under review -> the next step, or approved after the last;
 * - reject: under review -> rejected (final);
 * - return: under review -> returned for changes (the spec's "suggest update");
 * - resubmit: returned -> under review at the first step, in a new round;
 * - withdraw: by the applicant, before a final decision.
 */
export function applyEvent(state: ReviewState, event: ReviewEvent): Transition {
  const { status } = state;
  switch (event) {
    case 'submit':
      return status === ReviewStatus.inApplication
        ? { ok: true, state: { ...state, status: ReviewStatus.underReview, stepIndex: 0 } }
        : refuse(state, event);
    case 'approve': {
      if (status !== ReviewStatus.underReview) return refuse(state, event);
      const last = state.stepIndex >= state.stepCount - 1;
      return { ok: true, state: last ? { ...state, status: ReviewStatus.approved } : { ...state, stepIndex: state.stepIndex + 1 } };
    }
    case 'reject':
      return status === ReviewStatus.underReview ? { ok: true, state: { ...state, status: ReviewStatus.rejected } } : refuse(state, event);
    case 'return':
      return status === ReviewStatus.underReview ? { ok: true, state: { ...state, status: ReviewStatus.returned } } : refuse(state, event);
    case 'resubmit':
      return status === ReviewStatus.returned
        ? { ok: true, state: { ...state, status: ReviewStatus.underReview, stepIndex: 0, round: state.round + 1 } }
        : refuse(state, event);
    case 'withdraw':
      return FINAL_STATUSES.includes(status) ? refuse(state, event) : { ok: true, state: { ...state, status: ReviewStatus.withdrawn } };
  }
}

/** Whether a state is one the machine can be in (used by tests and as a guard on stored rows). */
export function isValidState(state: ReviewState): boolean {
  return (
    Object.values(ReviewStatus).includes(state.status) &&
    Number.isInteger(state.stepCount) &&
    state.stepCount >= 1 &&
    Number.isInteger(state.stepIndex) &&
    state.stepIndex >= 0 &&
    state.stepIndex < state.stepCount &&
    Number.isInteger(state.round) &&
    state.round >= 1
  );
}
