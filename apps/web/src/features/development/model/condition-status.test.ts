import { describe, expect, test } from 'vitest';
import { acceptOf, conditionStatus, factsOf, reasonKey } from './condition-status';

describe('condition status', () => {
  test('checked conditions are met or not met; ones the platform cannot check are to be declared', () => {
    expect(conditionStatus({ met: true })).toBe('met');
    expect(conditionStatus({ met: false })).toBe('notMet');
    expect(conditionStatus({ met: null })).toBe('toDeclare');
  });

  test("the server's reason words map to label keys; unknown or missing ones to none", () => {
    expect(reasonKey('ledger not available yet')).toBe('ledgerMissing');
    expect(reasonKey('declared by the teacher with evidence')).toBe('declared');
    expect(reasonKey('not enough years of teaching')).toBe('tooFewYears');
    expect(reasonKey('professional title below the minimum')).toBe('titleTooLow');
    expect(reasonKey('something new')).toBeNull();
    expect(reasonKey(null)).toBeNull();
    // Object prototype names are not reasons.
    expect(reasonKey('toString')).toBeNull();
  });

  test('the facts a check used, in reading order, leaving out unknown ones', () => {
    expect(factsOf({ check: { met: true, reason: null, facts: { teachingSinceYear: 2016, teachingYears: 10 } } })).toEqual([
      { key: 'teachingSinceYear', values: { year: 2016 } },
      { key: 'teachingYears', values: { count: 10 } },
    ]);
    expect(factsOf({ check: { met: true, reason: null, facts: { titleCode: '3' } } })).toEqual([{ key: 'title', values: { code: '3' } }]);
    expect(factsOf({ check: { met: null, reason: null, facts: { teachingSinceYear: null, teachingYears: null } } })).toEqual([]);
    expect(factsOf({ check: { met: null, reason: null, facts: null } })).toEqual([]);
  });

  test('learning hours read with the years counted and the hours the condition asks for', () => {
    const check = { met: false, reason: 'not enough learning hours', facts: { learningHours: 212.5, fromYear: 2022, toYear: 2026 } };
    expect(reasonKey(check.reason)).toBe('tooFewHours');
    expect(factsOf({ check, rule: { kind: 'learning_hours', params: { minHours: 360, years: 5 } } })).toEqual([
      { key: 'learningHours', values: { count: 212.5, fromYear: 2022, toYear: 2026, required: 360 } },
    ]);
  });

  test('verified growth-file records read with the day counted from and how many the condition asks for', () => {
    const check = { met: false, reason: 'not enough verified records', facts: { verifiedRecords: 1, fromDay: '2023-11-24' } };
    expect(reasonKey(check.reason)).toBe('tooFewRecords');
    expect(
      factsOf({ check, rule: { kind: 'verified_records', params: { recordKind: 'public-thesis', minCount: 2, minLevel: '3', years: 3 } } }),
    ).toEqual([{ key: 'verifiedRecords', values: { count: 1, fromDay: '2023-11-24', required: 2 } }]);
    expect(factsOf({ check })).toEqual([{ key: 'verifiedRecords', values: { count: 1, fromDay: '2023-11-24' } }]);
  });

  test('accept lists the types of the kinds asked for, or every evidence kind when none are named', () => {
    expect(acceptOf(['pdf'])).toBe('.pdf,application/pdf');
    const proof = acceptOf(['pdf', 'image', 'pdf']);
    expect(proof).toContain('image/png');
    expect(proof.match(/application\/pdf/g)).toHaveLength(1);
    expect(proof).not.toContain('.docx');
    expect(acceptOf([])).toContain('.docx');
  });
});
