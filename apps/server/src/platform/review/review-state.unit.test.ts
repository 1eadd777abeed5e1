import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, draftState, FINAL_STATUSES, isValidState, ReviewStatus, type ReviewEvent, type ReviewState } from './review-state';

const EVENTS: ReviewEvent[] = ['submit', 'approve', 'reject', 'return', 'resubmit', 'withdraw'];

function run(stepCount: number, events: ReviewEvent[]): ReviewState[] {
  const states = [draftState(stepCount)];
  for (const event of events) {
    const result = applyEvent(states.at(-1)!, event);
    if (result.ok) states.push(result.state);
  }
  return states;
}

describe('review state machine', () => {
  it('walks a two-step review through a return and a resubmission to approval', () => {
    const states = run(2, ['submit', 'approve', 'return', 'resubmit', 'approve', 'approve']);
    expect(states.map((state) => [state.status, state.stepIndex, state.round])).toEqual([
      ['2', 0, 1],
      ['4', 0, 1],
      ['4', 1, 1],
      ['5', 1, 1],
      ['4', 0, 2],
      ['4', 1, 2],
      ['6', 1, 2],
    ]);
  });

  it('refuses decisions outside review, and everything after a final decision', () => {
    expect(applyEvent(draftState(1), 'approve').ok).toBe(false);
    expect(applyEvent(draftState(1), 'resubmit').ok).toBe(false);
    const rejected = run(1, ['submit', 'reject']).at(-1)!;
    expect(rejected.status).toBe(ReviewStatus.rejected);
    for (const event of EVENTS) expect(applyEvent(rejected, event).ok).toBe(false);
  });

  it('no sequence of events reaches an undefined state, or leaves a final one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(fc.constantFrom(...EVENTS), { maxLength: 40 }), (stepCount, events) => {
        let state = draftState(stepCount);
        for (const event of events) {
          const result = applyEvent(state, event);
          if (FINAL_STATUSES.includes(state.status)) expect(result.ok).toBe(false);
          if (!result.ok) continue;
          expect(isValidState(result.state)).toBe(true);
          // Rounds only ever grow, by one, and only through a resubmission.
          expect(result.state.round - state.round).toBe(event === 'resubmit' ? 1 : 0);
          state = result.state;
        }
      }),
    );
  });

  it('approval needs one approve per step of the round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (stepCount) => {
        const approvals = Array.from({ length: stepCount }, () => 'approve' as const);
        const states = run(stepCount, ['submit', ...approvals]);
        expect(states.at(-1)!.status).toBe(ReviewStatus.approved);
        expect(states.filter((state) => state.status === ReviewStatus.approved)).toHaveLength(1);
        expect(run(stepCount, ['submit', ...approvals.slice(1)]).at(-1)!.status).toBe(ReviewStatus.underReview);
      }),
    );
  });
});
