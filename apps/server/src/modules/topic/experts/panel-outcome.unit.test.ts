import { describe, expect, it } from 'vitest';
import { panelAppraisal, planOutcome } from './panel-outcome';

describe('the expert panel’s outcome', () => {
  it('approves a plan when the mean score reaches the pass score, to one decimal', () => {
    expect(planOutcome([80, 70], 75)).toEqual({ mean: 75, approved: true });
    expect(planOutcome([80, 69.8], 75)).toEqual({ mean: 74.9, approved: false });
    expect(planOutcome([90, 85, 61], 78.6)).toEqual({ mean: 78.7, approved: true });
  });

  it('appraises a conclusion by the mean grade: excellent from 2.5, pass from 1.5, else fail', () => {
    expect(panelAppraisal(['excellent', 'excellent'])).toBe('excellent');
    expect(panelAppraisal(['excellent', 'pass'])).toBe('excellent');
    expect(panelAppraisal(['pass', 'pass', 'excellent'])).toBe('pass');
    expect(panelAppraisal(['pass', 'fail'])).toBe('pass');
    expect(panelAppraisal(['fail', 'fail', 'pass'])).toBe('fail');
  });
});
