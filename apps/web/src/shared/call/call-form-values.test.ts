import { CallEligibility } from '@yanxiu/contract/call';
import { describe, expect, test } from 'vitest';
import { callBodyFieldsOf, callFieldsOf, contractProblems, keysKeptOrFresh } from './call-form-values';

describe('the form fields selection projects and topic calls share', () => {
  test('a stored window shows as China wall-clock time and comes back as the same instants, written +08:00, with its rule', () => {
    const eligibility = { sectionCodes: ['2'], subjectCodes: ['101', '102'], roles: ['backbone' as const] };
    const fields = callFieldsOf({ startsAt: '2026-11-30T16:30:00.000Z', endsAt: '2026-12-31T10:00:00.000Z', eligibility });
    expect(fields.window!.map((value) => value.format('YYYY-MM-DD HH:mm'))).toEqual(['2026-12-01 00:30', '2026-12-31 18:00']);
    expect(callBodyFieldsOf(fields)).toEqual({ startsAt: '2026-12-01T00:30:00+08:00', endsAt: '2026-12-31T18:00:00+08:00', eligibility });
  });

  test('a new call has no window, which is sent empty for the contract to refuse by name, and lets anyone apply', () => {
    expect(callBodyFieldsOf(callFieldsOf(null))).toEqual({
      startsAt: '',
      endsAt: '',
      eligibility: { sectionCodes: [], subjectCodes: [], roles: [] },
    });
    expect(callBodyFieldsOf({}).eligibility).toEqual({ sectionCodes: [], subjectCodes: [], roles: [] });
  });

  test('stored keys are kept and each new entry gets the first key of the prefix not yet taken', () => {
    expect(keysKeptOrFresh(['s2', undefined, undefined, 's1', undefined], 's')).toEqual(['s2', 's3', 's4', 's1', 's5']);
    expect(keysKeptOrFresh([], 'o')).toEqual([]);
  });

  test("the contract's refusals, as paths and messages", () => {
    expect(contractProblems(CallEligibility, { sectionCodes: ['2'], subjectCodes: ['x'], roles: [] })).toEqual([
      { path: 'subjectCodes.0', message: 'a subject code, e.g. 101' },
    ]);
    expect(contractProblems(CallEligibility, { sectionCodes: [], subjectCodes: [], roles: [] })).toEqual([]);
  });
});
