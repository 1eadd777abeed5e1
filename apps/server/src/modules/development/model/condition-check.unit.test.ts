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
// The ledger of the facts: net hours per calendar year, and every window it was asked for.
const asked: Array<[number, number]> = [];
const ledger = (perYear: Record<number, number>) => async (fromYear: number, toYear: number) => {
  asked.push([fromYear, toYear]);
  return Object.entries(perYear).reduce(
    (sum, [year, hours]) => (Number(year) >= fromYear && Number(year) <= toYear ? sum + hours : sum),
    0,
  );
};
const facts = (overrides: Partial<TeacherFacts> = {}): TeacherFacts => ({
  teachingSinceYear: 2016,
  titleCode: '3',
  year: 2026,
  titleRanks,
  learningHours: ledger({ 2021: 500, 2022: 80, 2023: 72, 2024: 72, 2025: 72, 2026: 40 }),
  verifiedRecords: async () => ({ count: 0, fromDay: '2023-06-01' }),
  ...overrides,
});
const check = (rule: ConditionRule, overrides?: Partial<TeacherFacts>) => checkCondition({ rule }, facts(overrides));

describe('checkCondition', () => {
  it('counts verified growth-file records of a kind at a level or above within the years', async () => {
    const queries: unknown[] = [];
    const records = (count: number) => async (query: unknown) => {
      queries.push(query);
      return { count, fromDay: '2023-06-01' };
    };
    const rule: ConditionRule = { kind: 'verified_records', params: { recordKind: 'public-thesis', minCount: 2, minLevel: '3', years: 3 } };
    expect(await check(rule, { verifiedRecords: records(2) })).toEqual({
      met: true,
      reason: null,
      facts: { verifiedRecords: 2, fromDay: '2023-06-01' },
    });
    expect(await check(rule, { verifiedRecords: records(1) })).toEqual({
      met: false,
      reason: CHECK_REASONS.tooFewRecords,
      facts: { verifiedRecords: 1, fromDay: '2023-06-01' },
    });
    expect(queries).toEqual([
      { recordKind: 'public-thesis', minLevel: 3, years: 3 },
      { recordKind: 'public-thesis', minLevel: 3, years: 3 },
    ]);
  });

  it('counts teaching years in calendar years and compares with the minimum', async () => {
    expect(await check({ kind: 'teaching_years', params: { minYears: 10 } })).toEqual({
      met: true,
      reason: null,
      facts: { teachingSinceYear: 2016, teachingYears: 10 },
    });
    expect(await check({ kind: 'teaching_years', params: { minYears: 11 } })).toMatchObject({
      met: false,
      reason: CHECK_REASONS.tooFewYears,
    });
  });

  it('cannot check teaching years without a start year, and never counts a future start as negative', async () => {
    expect(await check({ kind: 'teaching_years', params: { minYears: 0 } }, { teachingSinceYear: null })).toMatchObject({
      met: null,
      reason: CHECK_REASONS.noTeachingStart,
    });
    expect(await check({ kind: 'teaching_years', params: { minYears: 0 } }, { teachingSinceYear: 2030 })).toMatchObject({
      met: true,
      facts: { teachingYears: 0 },
    });
  });

  it('meets a title condition with the minimum title or a higher one, not a lower one', async () => {
    const firstLevelOrAbove: ConditionRule = { kind: 'title', params: { minTitleCode: '3' } };
    expect(await check(firstLevelOrAbove, { titleCode: '3' })).toEqual({ met: true, reason: null, facts: { titleCode: '3' } });
    expect((await check(firstLevelOrAbove, { titleCode: '1' })).met).toBe(true);
    expect(await check(firstLevelOrAbove, { titleCode: '4' })).toMatchObject({ met: false, reason: CHECK_REASONS.titleTooLow });
    // 未评定 (not rated) sorts last even though its code is the largest number.
    expect((await check({ kind: 'title', params: { minTitleCode: '5' } }, { titleCode: '9' })).met).toBe(false);
  });

  it('cannot check a title that is missing or unknown', async () => {
    expect(await check({ kind: 'title', params: { minTitleCode: '3' } }, { titleCode: null })).toMatchObject({
      met: null,
      reason: CHECK_REASONS.noTitle,
    });
    expect(await check({ kind: 'title', params: { minTitleCode: '7' } })).toMatchObject({ met: null, reason: CHECK_REASONS.unknownTitle });
  });

  it('checks learning hours against the ledger of this year and the years before it, with the figures', async () => {
    asked.length = 0;
    // 2022..2026: 80 + 72 + 72 + 72 + 40 = 336; the 500 hours of 2021 are outside the five years.
    expect(await check({ kind: 'learning_hours', params: { minHours: 360, years: 5 } })).toEqual({
      met: false,
      reason: CHECK_REASONS.tooFewHours,
      facts: { learningHours: 336, fromYear: 2022, toYear: 2026 },
    });
    expect(asked).toEqual([[2022, 2026]]);
    expect(await check({ kind: 'learning_hours', params: { minHours: 336, years: 5 } })).toEqual({
      met: true,
      reason: null,
      facts: { learningHours: 336, fromYear: 2022, toYear: 2026 },
    });
    expect(await check({ kind: 'learning_hours', params: { minHours: 72, years: 1 } })).toMatchObject({
      met: false,
      facts: { learningHours: 40, fromYear: 2026, toYear: 2026 },
    });
  });

  it('cannot check a declared condition: the teacher proves it', async () => {
    expect(await check({ kind: 'declared', params: {} })).toEqual({ met: null, reason: CHECK_REASONS.declared, facts: null });
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
