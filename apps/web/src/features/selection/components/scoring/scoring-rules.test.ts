import { describe, expect, test } from 'vitest';
import { markTies } from './ranking-ties';
import { scoreProblem, totalOf } from './score-rules';

describe('score input limits', () => {
  test('a score lies between 0 and the indicator maximum, with at most two decimals', () => {
    expect(scoreProblem(undefined, 10)).toBe('required');
    expect(scoreProblem(null, 10)).toBe('required');
    expect(scoreProblem(-0.5, 10)).toBe('negative');
    expect(scoreProblem(10.01, 10)).toBe('overMax');
    expect(scoreProblem(3.33, 10)).toBe('precision');
    expect(scoreProblem(0, 10)).toBeNull();
    expect(scoreProblem(10, 10)).toBeNull();
    expect(scoreProblem(0.3, 10)).toBeNull();
    expect(scoreProblem(2.9, 10)).toBeNull();
    expect(scoreProblem(7.5, 10)).toBeNull();
  });

  test('the total adds the scores given so far without floating-point noise', () => {
    expect(totalOf([0.1, 0.2, null, undefined])).toBe(0.3);
    expect(totalOf([])).toBe(0);
    expect(totalOf([12.5, 7.5, 30])).toBe(50);
  });
});

describe('ties in a ranking', () => {
  test('rows sharing a rank are each marked with how many share it; the next rank skips', () => {
    const rows = markTies([
      { id: 'a', rank: 1 },
      { id: 'b', rank: 2 },
      { id: 'c', rank: 2 },
      { id: 'd', rank: 4 },
      { id: 'e', rank: null },
    ]);
    expect(rows.map((row) => [row.id, row.tiedWith])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 1],
      ['e', 1],
    ]);
  });
});
