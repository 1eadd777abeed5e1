import { describe, expect, it } from 'vitest';
import { CallEligibility } from './call';
import { CallLimits, callStateLabel } from './call-enums';
import { ProjectVersionBody, SaveProjectBody } from './selection';
import { ProjectState } from './selection-enums';
import { SaveTopicCallBody, TopicCallVersionBody } from './topic';
import { TopicCallState } from './topic-enums';

const anyone = { sectionCodes: [], subjectCodes: [], roles: [] };
const window = { startsAt: '2026-12-01T08:00:00+08:00', endsAt: '2026-12-31T18:00:00+08:00' };
const project = {
  ...window,
  title: '评选',
  category: '1',
  kind: '1',
  applyScope: '1',
  selfReview: '2',
  eligibility: { ...anyone, phaseCodes: [], minLearningHours: null },
  schoolQuota: null,
  sections: [{ title: '业绩', indicators: [{ title: '自述', kind: 'text', maxScore: 10, required: true }] }],
};
const call = {
  ...window,
  title: '指南',
  year: 2027,
  levels: ['key'],
  suggestions: [],
  eligibility: anyone,
  memberCap: 5,
  requiredDocuments: [],
  expertCount: 3,
  passScore: 60,
  periodStartsOn: '2027-01-01',
  periodEndsOn: '2028-12-31',
};
const issues = (
  schema: { safeParse(value: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  value: unknown,
) => (schema.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the call vocabulary selection projects and topic calls share', () => {
  it('both saves refuse a stored draft named without the version read, and a window that does not end after it starts', () => {
    const backwards = { startsAt: '2026-12-31T18:00:00+08:00', endsAt: '2026-12-01T08:00:00+08:00' };
    expect(issues(SaveProjectBody, { ...project, ...backwards, prjId: 42 })).toEqual([
      'version: version is required with prjId',
      'endsAt: endsAt must be after startsAt',
    ]);
    expect(issues(SaveTopicCallBody, { ...call, ...backwards, callId: 9 })).toEqual([
      'version: version is required with callId',
      'endsAt: endsAt must be after startsAt',
    ]);
    expect(issues(SaveProjectBody, { ...project, prjId: 42, version: 3 })).toEqual([]);
    expect(issues(SaveTopicCallBody, { ...call, callId: 9, version: 3 })).toEqual([]);
    // A window without its offset is refused: it would be read in the server's zone.
    expect(issues(SaveTopicCallBody, { ...call, startsAt: '2026-12-01T08:00:00' })).toHaveLength(1);
  });

  it('publish and close name the record and the version read, nothing else', () => {
    expect(ProjectVersionBody.parse({ prjId: 42, version: 3, extra: 1 })).toEqual({ prjId: 42, version: 3 });
    expect(TopicCallVersionBody.parse({ callId: 9, version: 3 })).toEqual({ callId: 9, version: 3 });
    expect(issues(TopicCallVersionBody, { callId: 9 })).toHaveLength(1);
    expect(issues(ProjectVersionBody, { prjId: 42, version: 0 })).toHaveLength(1);
  });

  it('an eligibility rule takes its limits and refuses one beyond them, unknown roles and malformed codes', () => {
    const codes = (count: number, code: string) => Array.from({ length: count }, () => code);
    expect(CallEligibility.safeParse({ ...anyone, sectionCodes: codes(CallLimits.sectionCodes, '2') }).success).toBe(true);
    expect(CallEligibility.safeParse({ ...anyone, sectionCodes: codes(CallLimits.sectionCodes + 1, '2') }).success).toBe(false);
    expect(CallEligibility.safeParse({ ...anyone, subjectCodes: codes(CallLimits.subjectCodes + 1, '101') }).success).toBe(false);
    expect(CallEligibility.safeParse({ ...anyone, roles: ['teacher', 'backbone'] }).success).toBe(true);
    expect(CallEligibility.safeParse({ ...anyone, roles: ['expert'] }).success).toBe(false);
    expect(CallEligibility.safeParse({ ...anyone, sectionCodes: ['x'] }).success).toBe(false);
  });

  it("selection's and topic's states are the call's, each under its own code table", () => {
    expect(ProjectState.options('zh-CN')).toEqual(TopicCallState.options('zh-CN'));
    expect([ProjectState.typeCode, TopicCallState.typeCode]).toEqual(['selectionProjectState', 'topicCallState']);
    expect(callStateLabel('published', 'en-US')).toBe('Published');
    expect(callStateLabel('archived', 'zh-CN')).toBe('archived');
  });
});
