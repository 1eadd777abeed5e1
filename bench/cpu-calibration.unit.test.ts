import { describe, expect, it } from 'vitest';
import { mobileSlowdownFor } from './cpu-calibration';

describe('mobileSlowdownFor', () => {
  it('gives the calculator anchors: 150 = 1x, 800 = 2x, 1300 = 3x, 1533 = 4x (the preset default), 2000 = 6x', () => {
    expect([150, 800, 1300, 1533, 2000].map((index) => mobileSlowdownFor(index).multiplier)).toEqual([1, 2, 3, 4, 6]);
  });

  it('interpolates between anchors to one decimal', () => {
    expect(mobileSlowdownFor(1050).multiplier).toBe(2.5);
    expect(mobileSlowdownFor(475).multiplier).toBe(1.5);
  });

  it('marks a host slower than the simulated phone and leaves its CPU unthrottled', () => {
    expect(mobileSlowdownFor(120)).toEqual({ benchmarkIndex: 120, multiplier: 1, tooSlow: true });
    expect(mobileSlowdownFor(Number.NaN).tooSlow).toBe(true);
  });
});
