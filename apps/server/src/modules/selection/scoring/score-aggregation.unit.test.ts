import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateScore, rankWithTies, sheetTotal, TRIM_MIN_EXPERTS } from './score-aggregation';

// Scores as experts give them: 0 to 100 with at most one decimal.
const score = fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10);
const totals = (min: number, max = 30) => fc.array(score, { minLength: min, maxLength: max });

/** The mean by hand: the sum in tenths (exact), divided, rounded half up to hundredths. */
function handMean(values: readonly number[]): number {
  const tenths = values.reduce((sum, value) => sum + Math.round(value * 10), 0);
  // tenths / n * 10 hundredths, rounded half up: floor((tenths * 10 * 2 + n) / (2n)) in integers.
  return Math.floor((tenths * 20 + values.length) / (2 * values.length)) / 100;
}

describe('aggregateScore, by hand', () => {
  it('is null when no expert has submitted', () => {
    expect(aggregateScore([], 'mean')).toBeNull();
    expect(aggregateScore([], 'trimmed')).toBeNull();
  });

  it('averages and rounds half up to two decimals', () => {
    expect(aggregateScore([80, 90], 'mean')).toBe(85);
    expect(aggregateScore([80, 85, 91], 'mean')).toBe(85.33);
    expect(aggregateScore([0.1, 0.2], 'mean')).toBe(0.15);
    expect(aggregateScore([70.1, 70.2, 70.2], 'mean')).toBe(70.17);
    // 88.005 exactly: half up.
    expect(aggregateScore([88, 88.01], 'mean')).toBe(88.01);
  });

  it('drops one highest and one lowest total from five experts on, and not before', () => {
    // Four experts: the plain mean, the outlier counts.
    expect(aggregateScore([60, 80, 82, 98], 'trimmed')).toBe(80);
    // Five: 60 and 98 go, (80 + 82 + 85) / 3 = 82.33.
    expect(aggregateScore([98, 80, 60, 85, 82], 'trimmed')).toBe(82.33);
    expect(aggregateScore([98, 80, 60, 85, 82], 'mean')).toBe(81);
    // Only one of equal extremes goes: (90 + 90 + 70) / 3 = 83.33.
    expect(aggregateScore([90, 90, 90, 70, 70], 'trimmed')).toBe(83.33);
    // Six experts: 50 and 100 go, (75 + 76 + 77 + 78) / 4 = 76.5.
    expect(aggregateScore([100, 75, 76, 50, 77, 78], 'trimmed')).toBe(76.5);
  });
});

describe('aggregateScore, properties', () => {
  it('the mean is the hand-computed mean, whatever the order', () => {
    fc.assert(
      fc.property(totals(1), (values) => {
        expect(aggregateScore(values, 'mean')).toBe(handMean(values));
        expect(aggregateScore([...values].reverse(), 'mean')).toBe(handMean(values));
      }),
    );
  });

  it('the trimmed mean is the hand mean of the sorted totals without their ends from five on, the mean below', () => {
    fc.assert(
      fc.property(totals(1), (values) => {
        const sorted = [...values].sort((a, b) => a - b);
        const expected = values.length >= TRIM_MIN_EXPERTS ? handMean(sorted.slice(1, -1)) : handMean(values);
        expect(aggregateScore(values, 'trimmed')).toBe(expected);
      }),
    );
  });

  it('lies between the lowest and highest total', () => {
    fc.assert(
      fc.property(totals(1), fc.constantFrom('mean' as const, 'trimmed' as const), (values, method) => {
        const result = aggregateScore(values, method)!;
        expect(result).toBeGreaterThanOrEqual(Math.min(...values));
        expect(result).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('from five experts on, one expert pushing their total further out changes nothing', () => {
    fc.assert(
      fc.property(totals(TRIM_MIN_EXPERTS), score, (values, extra) => {
        const highest = Math.max(...values);
        const pushed = values.map((value, index) => (index === values.indexOf(highest) ? Math.max(highest, extra) : value));
        expect(aggregateScore(pushed, 'trimmed')).toBe(aggregateScore(values, 'trimmed'));
      }),
    );
  });
});

describe('sheetTotal', () => {
  it('adds one-decimal scores without float drift', () => {
    expect(sheetTotal([0.1, 0.2])).toBe(0.3);
    expect(sheetTotal([])).toBe(0);
    fc.assert(
      fc.property(fc.array(score, { maxLength: 20 }), (values) => {
        expect(sheetTotal(values)).toBe(values.reduce((sum, value) => sum + Math.round(value * 10), 0) / 10);
      }),
    );
  });
});

describe('rankWithTies', () => {
  it('gives equal scores the same rank and skips the ranks they take (1, 1, 3)', () => {
    expect(rankWithTies([90, 95, 90, 80])).toEqual([2, 1, 2, 4]);
    expect(rankWithTies([70, null, 70, 70])).toEqual([1, null, 1, 1]);
    expect(rankWithTies([])).toEqual([]);
  });

  it('ranks each entry one more than the number of higher scores', () => {
    fc.assert(
      fc.property(fc.array(fc.option(score, { nil: null }), { maxLength: 40 }), (scores) => {
        const ranks = rankWithTies(scores);
        scores.forEach((value, index) => {
          if (value === null) expect(ranks[index]).toBeNull();
          else expect(ranks[index]).toBe(1 + scores.filter((other) => other !== null && other > value).length);
        });
      }),
    );
  });
});
