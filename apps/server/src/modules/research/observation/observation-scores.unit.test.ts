import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateScores, checkScores, statsOf, totalOf } from './observation-scores';

const form = [
  { key: 'goal', title: 'Goals', hint: '', maxScore: 10 },
  { key: 'talk', title: 'Interaction', hint: '', maxScore: 20 },
];
const filling = (goal: number, talk: number) => ({
  scores: [
    { key: 'goal', score: goal, comment: '' },
    { key: 'talk', score: talk, comment: '' },
  ],
});

describe('observation scores', () => {
  it('aggregates per indicator and over totals, in the form order', () => {
    const result = aggregateScores(form, [filling(8, 15.5), filling(9.5, 12), filling(6, 20)]);
    expect(result.indicators.map((i) => [i.key, i.stats])).toEqual([
      ['goal', { count: 3, mean: 7.83, min: 6, max: 9.5 }],
      ['talk', { count: 3, mean: 15.83, min: 12, max: 20 }],
    ]);
    expect(result.total).toEqual({ count: 3, mean: 23.67, min: 21.5, max: 26, maxScore: 30 });
  });

  it('answers null statistics while nobody has handed in', () => {
    const result = aggregateScores(form, []);
    expect(result.indicators[0]!.stats).toEqual({ count: 0, mean: null, min: null, max: null });
    expect(result.total).toEqual({ count: 0, mean: null, min: null, max: null, maxScore: 30 });
  });

  it('keeps decimal sums exact', () => {
    expect(statsOf([0.1, 0.2])).toEqual({ count: 2, mean: 0.15, min: 0.1, max: 0.2 });
    expect(
      totalOf([
        { key: 'a', score: 0.1, comment: '' },
        { key: 'b', score: 0.2, comment: '' },
      ]),
    ).toBe(0.3);
  });

  it('keeps the mean between the minimum and the maximum for any scores of one decimal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 60 }), (raw) => {
        const stats = statsOf(raw.map((value) => value / 10));
        expect(stats.count).toBe(raw.length);
        expect(stats.mean!).toBeGreaterThanOrEqual(stats.min! - 0.005);
        expect(stats.mean!).toBeLessThanOrEqual(stats.max! + 0.005);
      }),
    );
  });

  it('names each problem of a filling: unknown indicator, over the maximum, missing indicator', () => {
    expect(
      checkScores(form, [
        { key: 'goal', score: 10 },
        { key: 'talk', score: 0 },
      ]),
    ).toEqual([]);
    expect(
      checkScores(form, [
        { key: 'goal', score: 10.5 },
        { key: 'nope', score: 1 },
      ]),
    ).toEqual([
      { path: 'body.scores.0.score', message: 'at most 10' },
      { path: 'body.scores.1.key', message: 'not an indicator of this form' },
      { path: 'body.scores', message: 'indicator talk has no score' },
    ]);
  });
});
