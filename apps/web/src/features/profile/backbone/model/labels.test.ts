import { describe, expect, test } from 'vitest';
import { mayApplyAfter } from './labels';

describe('backbone application states', () => {
  test('a new application follows none, a withdrawn or a rejected one, never one under way or approved', () => {
    expect(mayApplyAfter(undefined)).toBe(true);
    expect(mayApplyAfter('8')).toBe(true);
    expect(mayApplyAfter('7')).toBe(true);
    expect(['2', '4', '5', '6'].map((status) => mayApplyAfter(status as '4'))).toEqual([false, false, false, false]);
  });
});
