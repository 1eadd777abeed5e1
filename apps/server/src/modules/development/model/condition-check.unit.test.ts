import type { ConditionRule } from '@yanxiu/contract/development-model';
import { describe, expect, it } from 'vitest';
import { CHECK_REASONS, checkCondition, overallEligibility, type TeacherFacts } from './condition-check';

// The professional-title ranks of the code table: 1 正高级 (highest) ... 5 三级, 9 未评定 (lowest).
const titleRanks = new Map([
  ['1', 1],
  ['2', 2],
  ['3', 3],
  ['4', 4],
  ['5', 5],
  ['9', 6],
]);
const facts = (overrides: Partial<TeacherFacts> = {}): TeacherFacts => ({ teachingSinceYear: 2016, titleCode: '3', year: 2026, titleRanks, ...overrides });
const check = (rule: ConditionRule, overrides?: Partial<TeacherFacts>) => checkCondition({ rule }, facts(overrides));

describe('checkCondition', () => {
  it('counts teaching years in calendar years and compares with the minimum', () => {
    expect(check({ kind: 'teaching_years', params: { minYears: 10 } })).toEqual({
      met: true,
      reason: null,
      facts: { teachingSinceYear: 2016, teachingYears: 10 },
    });
    expect(check({ kind: 'teaching_years', params: { minYears: 11 } })).toMatchObject({ met: false, reason: CHECK_REASONS.tooFewYears });
  });

  it('cannot check teaching years without a start year, and never counts a future start as negative', () => {
    expect(check({ kind: 'teaching_years', params: { minYears: 0 } }, { teachingSinceYear: null })).toMatchObject({ met: null, reason: CHECK_REASONS.noTeachingStart });
    expect(check({ kind: 'teaching_years', params: { minYears: 0 } }, { teachingSinceYear: 2030 })).toMatchObject({ met: true, facts: { teachingYears: 0 } });
  });

  it('meets a title condition with the minimum title or a higher one, not a lower one', () => {
    const firstLevelOrAbove: ConditionRule = { kind: 'title', params: { minTitleCode: '3' } };
    expect(check(firstLevelOrAbove, { titleCode: '3' })).toEqual({ met: true, reason: null, facts: { titleCode: '3' } });
    expect(check(firstLevelOrAbove, { titleCode: '1' }).met).toBe(true);
    expect(check(firstLevelOrAbove, { titleCode: '4' })).toMatchObject({ met: false, reason: CHECK_REASONS.titleTooLow });
    // 未评定 (not rated) sorts last even though its code is the largest number.
    expect(check({ kind: 'title', params: { minTitleCode: '5' } }, { titleCode: '9' }).met).toBe(false);
  });

  it('cannot check a title that is missing or unknown', () => {
    expect(check({ kind: 'title', params: { minTitleCode: '3' } }, { titleCode: null })).toMatchObject({ met: null, reason: CHECK_REASONS.noTitle });
    expect(check({ kind: 'title', params: { minTitleCode: '7' } })).toMatchObject({ met: null, reason: CHECK_REASONS.unknownTitle });
  });

  it('says honestly that learning hours and declared conditions cannot be checked yet', () => {
    expect(check({ kind: 'learning_hours', params: { minHours: 360, years: 5 } })).toEqual({ met: null, reason: 'ledger not available yet', facts: null });
    expect(check({ kind: 'declared', params: {} })).toEqual({ met: null, reason: CHECK_REASONS.declared, facts: null });
  });
});

describe('overallEligibility', () => {
  const of = (...mets: Array<boolean | null>) => mets.map((met) => ({ check: { met, reason: null, facts: null } }));
  it('is false when any condition fails, else null when any is unchecked, else true', () => {
    expect(overallEligibility(of(true, null, false))).toBe(false);
    expect(overallEligibility(of(true, null))).toBeNull();
    expect(overallEligibility(of(true, true))).toBe(true);
    expect(overallEligibility(of())).toBe(true);
  });
});
