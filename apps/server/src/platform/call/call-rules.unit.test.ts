import { describe, expect, test } from 'vitest';
import { callEligibilityMisses, isCallOpen } from './call-rules';

const anyone = { sectionCodes: [], subjectCodes: [], roles: [] };
const teacher = { sectionCode: '2', subjectCode: '101', roles: ['teacher'] };

describe('the rules selection projects and topic calls share', () => {
  test('a call is open from its start, until (not at) its end, and only once published', () => {
    const call = { state: 'published', startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z') };
    expect(isCallOpen(call, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isCallOpen(call, call.startsAt)).toBe(true);
    expect(isCallOpen(call, new Date('2026-12-30T23:59:59Z'))).toBe(true);
    expect(isCallOpen(call, call.endsAt)).toBe(false);
    expect(isCallOpen({ ...call, state: 'draft' }, call.startsAt)).toBe(false);
    expect(isCallOpen({ ...call, state: 'closed' }, call.startsAt)).toBe(false);
  });

  test('an empty rule lets anyone apply, even someone without a section or subject', () => {
    expect(callEligibilityMisses(anyone, teacher)).toEqual([]);
    expect(callEligibilityMisses(anyone, { sectionCode: null, subjectCode: null, roles: [] })).toEqual([]);
  });

  test('each part of the rule is missed on its own, in a fixed order; an unknown section or subject misses', () => {
    const rule = { sectionCodes: ['3', '4'], subjectCodes: ['102'], roles: ['backbone' as const] };
    expect(callEligibilityMisses(rule, teacher)).toEqual(['section', 'subject', 'role']);
    expect(callEligibilityMisses(rule, { sectionCode: '4', subjectCode: '102', roles: ['teacher', 'backbone'] })).toEqual([]);
    expect(callEligibilityMisses(rule, { sectionCode: null, subjectCode: null, roles: ['backbone'] })).toEqual(['section', 'subject']);
    expect(callEligibilityMisses({ ...anyone, roles: ['teacher', 'backbone'] }, teacher)).toEqual([]);
  });
});
