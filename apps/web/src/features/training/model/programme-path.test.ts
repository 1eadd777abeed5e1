import { describe, expect, test } from 'vitest';
import { cataloguePath, kindOfPath, programmePath } from './programme-path';

describe('the address of a programme', () => {
  test("is under its kind's catalogue, enrolled or not; a studio's under its studio; school-based under my school", () => {
    expect(programmePath('common', 7)).toBe('/training/common/7');
    expect(programmePath('supermarket', 7)).toBe('/training/supermarket/7');
    expect(programmePath('fusion', 7)).toBe('/training/fusion/7');
    expect(programmePath('special', 7)).toBe('/training/special/7');
    expect(programmePath('studio', 7, 3)).toBe('/training/studio/3/7');
    expect(programmePath('school', 7)).toBe('/my/schoolTraining/7');
    // Never an address of "my training" for a programme the teacher may not have joined.
    expect(programmePath('common', 7).startsWith('/my/')).toBe(false);
  });

  test('names its kind, so the page knows its catalogue and breadcrumb', () => {
    for (const kind of ['common', 'supermarket', 'fusion', 'special', 'school'] as const) {
      expect(kindOfPath(programmePath(kind, 7))).toBe(kind);
      expect(kindOfPath(cataloguePath(kind))).toBe(kind);
    }
    expect(kindOfPath('/training/studio/3/7')).toBe('studio');
    expect(kindOfPath('/my/training/fusion/7')).toBe('fusion');
    expect(kindOfPath('/home')).toBeNull();
  });
});
