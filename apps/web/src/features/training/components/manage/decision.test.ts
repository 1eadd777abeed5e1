import { describe, expect, test } from 'vitest';
import { decisionBody, skippedByReason } from './decision';

describe('batch decisions', () => {
  test('approving needs only the selection', () => {
    expect(decisionBody([1, 2], 'approve')).toEqual({ enrolmentIds: [1, 2], decision: 'approve' });
  });

  test('rejecting needs a reason, trimmed; blank is refused', () => {
    expect(decisionBody([1], 'reject', '   ')).toEqual({ problem: 'rejectReasonRequired' });
    expect(decisionBody([1], 'reject')).toEqual({ problem: 'rejectReasonRequired' });
    expect(decisionBody([1], 'reject', ' 名额已满 ')).toEqual({ enrolmentIds: [1], decision: 'reject', reason: '名额已满' });
  });

  test('nothing selected is refused', () => {
    expect(decisionBody([], 'approve')).toEqual({ problem: 'noneSelected' });
  });

  test('skipped enrolments are counted by reason', () => {
    expect(
      skippedByReason({
        decided: [1],
        skipped: [
          { id: 2, reason: 'full' },
          { id: 3, reason: 'full' },
          { id: 4, reason: 'not_pending' },
        ],
      }),
    ).toEqual([
      ['full', 2],
      ['not_pending', 1],
    ]);
  });
});
