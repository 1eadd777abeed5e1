import { describe, expect, it } from 'vitest';
import { conditionNeeds, evidenceIssues, type ConditionNeeds, type OfferedFile } from './development-apply-evidence';

const PDF = '00000000-0000-4000-8000-000000000001';
const PNG = '00000000-0000-4000-8000-000000000002';
const FOREIGN = '00000000-0000-4000-8000-000000000003';
const files: OfferedFile[] = [
  { id: PDF, ownerUserId: 7, purpose: 'evidence', contentType: 'application/pdf' },
  { id: PNG, ownerUserId: 7, purpose: 'evidence', contentType: 'image/png' },
  { id: FOREIGN, ownerUserId: 8, purpose: 'evidence', contentType: 'application/pdf' },
];
const needs: ConditionNeeds[] = [
  { code: 'C1', requiredFiles: 0, kinds: [] },
  { code: 'C4', requiredFiles: 1, kinds: ['pdf'] },
];

describe('evidenceIssues', () => {
  it("accepts the applicant's own files of an accepted kind covering every required file", () => {
    expect(evidenceIssues({ C4: [PDF] }, needs, files, 7)).toEqual([]);
    expect(evidenceIssues({ C1: [PNG], C4: [PDF] }, needs, files, 7)).toEqual([]);
  });

  it("names missing files, unknown conditions, files not the applicant's (or not found) and kinds not accepted", () => {
    expect(evidenceIssues({}, needs, files, 7)).toEqual([{ path: 'body.evidence.C4', message: 'needs at least 1 file(s)' }]);
    expect(evidenceIssues({ C4: [PDF], C9: [PDF] }, needs, files, 7)).toEqual([
      { path: 'body.evidence.C9', message: 'not a condition of this phase' },
    ]);
    expect(evidenceIssues({ C4: [FOREIGN] }, needs, files, 7)).toEqual([
      { path: 'body.evidence.C4', message: `file ${FOREIGN} is not an evidence file you uploaded` },
    ]);
    expect(evidenceIssues({ C4: [PNG] }, needs, files, 7)).toEqual([
      { path: 'body.evidence.C4', message: `file ${PNG} is not of an accepted kind (pdf)` },
    ]);
  });
});

describe('conditionNeeds', () => {
  const check = (met: boolean | null) => ({ met, reason: null, facts: null });
  it('asks a condition the platform could not check for at least one file, even when no file was configured for it', () => {
    const conditions = [
      { code: 'HOURS', check: check(true) },
      { code: 'DECLARED', check: check(null) },
      { code: 'NO_RECORD', check: check(null) },
      { code: 'TWO', check: check(null) },
    ];
    const files = [
      { conditionCode: 'DECLARED', required: false, kinds: ['pdf' as const] },
      { conditionCode: 'TWO', required: true, kinds: ['pdf' as const] },
      { conditionCode: 'TWO', required: true, kinds: ['image' as const] },
    ];
    expect(conditionNeeds(conditions, files)).toEqual([
      { code: 'HOURS', requiredFiles: 0, kinds: [] },
      { code: 'DECLARED', requiredFiles: 1, kinds: ['pdf'] },
      { code: 'NO_RECORD', requiredFiles: 1, kinds: [] },
      { code: 'TWO', requiredFiles: 2, kinds: ['pdf', 'image'] },
    ]);
  });
});
