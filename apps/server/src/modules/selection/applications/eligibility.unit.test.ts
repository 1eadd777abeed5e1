import type { Eligibility } from '@yanxiu/contract/selection';
import { describe, expect, it } from 'vitest';
import { fittingGroups, ineligibleReasons, type TeacherFacts } from './eligibility';

const open: Eligibility = { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null };
const teacher: TeacherFacts = { sectionCode: '2', subjectCode: '02', roles: ['teacher'], phaseCode: '2', learningHours: 12.5 };
const groups = [
  { id: 1, sectionCode: '2', subjectCode: '01' },
  { id: 2, sectionCode: '2', subjectCode: null },
  { id: 3, sectionCode: '3', subjectCode: '02' },
];

describe('selection eligibility', () => {
  it('lets anyone apply to an open project without conditions', () => {
    expect(ineligibleReasons({ open: true, eligibility: open, classified: false, groups: [] }, teacher)).toEqual([]);
  });

  it('gives every failed condition, in order, with the hours required and had', () => {
    const rule: Eligibility = {
      sectionCodes: ['3'],
      subjectCodes: ['13'],
      roles: ['backbone'],
      phaseCodes: ['3', '4'],
      minLearningHours: 40,
    };
    const reasons = ineligibleReasons({ open: false, eligibility: rule, classified: true, groups: [groups[2]!] }, teacher);
    expect(reasons.map((reason) => reason.code)).toEqual(['notOpen', 'section', 'subject', 'role', 'phase', 'learningHours', 'noGroup']);
    expect(reasons[5]).toEqual({ code: 'learningHours', required: 40, actual: 12.5 });
  });

  it('counts a teacher with no section, subject or phase on record as not meeting a condition on them', () => {
    const rule: Eligibility = { ...open, sectionCodes: ['2'], phaseCodes: ['2'] };
    const reasons = ineligibleReasons(
      { open: true, eligibility: rule, classified: false, groups: [] },
      { ...teacher, sectionCode: null, phaseCode: null },
    );
    expect(reasons.map((reason) => reason.code)).toEqual(['section', 'phase']);
  });

  it('meets the hours exactly at the minimum', () => {
    expect(
      ineligibleReasons({ open: true, eligibility: { ...open, minLearningHours: 12.5 }, classified: false, groups: [] }, teacher),
    ).toEqual([]);
  });

  it('fits groups of the teacher’s section whose subject is theirs or any', () => {
    expect(fittingGroups(groups, teacher)).toEqual([2]);
    expect(fittingGroups(groups, { sectionCode: '2', subjectCode: '01' })).toEqual([1, 2]);
    expect(fittingGroups(groups, { sectionCode: null, subjectCode: null })).toEqual([]);
  });
});
