import { describe, expect, it } from 'vitest';
import { SelectionLimits } from './limits';
import {
  ApplicantInfo,
  ApplyOrProjectQuery,
  IndicatorInput,
  IndicatorValueInput,
  SaveItemsBody,
  SaveProjectBody,
  SelectionDecideBody,
} from './selection';

const DAY_MS = 24 * 3600_000;
const indicator = { title: '自述', kind: 'text', maxScore: 10, guide: '', options: [], multiple: false, required: true } as const;
const project = {
  title: '评选',
  category: '1',
  kind: '1',
  applyScope: '1',
  selfReview: '2',
  startsAt: new Date(0).toISOString(),
  endsAt: new Date(DAY_MS).toISOString(),
  eligibility: { sectionCodes: [], subjectCodes: [], roles: [], phaseCodes: [], minLearningHours: null },
  schoolQuota: null,
  sections: [{ title: '业绩', indicators: [indicator] }],
};
const info = { name: '王芳', phone: '13800000001', email: null, sectionCode: '2', subjectCode: '02', titleCode: null, introduction: '' };
const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('the selection contract', () => {
  it('takes a project at its limits and refuses one beyond them', () => {
    expect(ok(SaveProjectBody, project)).toBe(true);
    expect(ok(SaveProjectBody, { ...project, title: 'x'.repeat(SelectionLimits.title + 1) })).toBe(false);
    expect(
      ok(SaveProjectBody, { ...project, sections: Array.from({ length: SelectionLimits.sections + 1 }, () => project.sections[0]) }),
    ).toBe(false);
    expect(
      ok(SaveProjectBody, {
        ...project,
        sections: [{ title: 'x', indicators: Array.from({ length: SelectionLimits.indicators }, () => indicator) }],
      }),
    ).toBe(true);
    expect(
      ok(SaveProjectBody, {
        ...project,
        sections: [{ title: 'x', indicators: Array.from({ length: SelectionLimits.indicators + 1 }, () => indicator) }],
      }),
    ).toBe(false);
    expect(ok(SaveProjectBody, { ...project, schoolQuota: SelectionLimits.quotaMax })).toBe(true);
    expect(ok(SaveProjectBody, { ...project, schoolQuota: SelectionLimits.quotaMax + 1 })).toBe(false);
    expect(
      ok(SaveProjectBody, { ...project, eligibility: { ...project.eligibility, minLearningHours: SelectionLimits.learningHoursMax + 1 } }),
    ).toBe(false);
  });

  it('ties groups to classified apply, the window’s order and the version to an existing project', () => {
    const group = { name: '小学组', sectionCode: '2', subjectCode: null, quota: 1 };
    expect(ok(SaveProjectBody, { ...project, groups: [group] })).toBe(false);
    expect(ok(SaveProjectBody, { ...project, applyScope: '2', groups: [group] })).toBe(true);
    expect(ok(SaveProjectBody, { ...project, applyScope: '2' })).toBe(false);
    expect(ok(SaveProjectBody, { ...project, endsAt: project.startsAt })).toBe(false);
    expect(ok(SaveProjectBody, { ...project, prjId: 1 })).toBe(false);
    expect(ok(SaveProjectBody, { ...project, prjId: 1, version: 1 })).toBe(true);
  });

  it('asks a choice for two distinct options and the other kinds for none, scores in half points up to the maximum', () => {
    const options = [
      { key: 'a', label: '优秀' },
      { key: 'b', label: '合格' },
    ];
    expect(ok(IndicatorInput, { ...indicator, kind: 'choice', options })).toBe(true);
    expect(ok(IndicatorInput, { ...indicator, kind: 'choice', options: [options[0]] })).toBe(false);
    expect(ok(IndicatorInput, { ...indicator, kind: 'choice', options: [options[0], options[0]] })).toBe(false);
    expect(ok(IndicatorInput, { ...indicator, options })).toBe(false);
    expect(ok(IndicatorInput, { ...indicator, maxScore: SelectionLimits.maxScore })).toBe(true);
    expect(ok(IndicatorInput, { ...indicator, maxScore: SelectionLimits.maxScore + 0.5 })).toBe(false);
    expect(ok(IndicatorInput, { ...indicator, maxScore: 7.25 })).toBe(false);
  });

  it('checks values by kind and self scores, and the applicant’s information', () => {
    expect(ok(IndicatorValueInput, { kind: 'text', text: 'x'.repeat(SelectionLimits.textAnswer) })).toBe(true);
    expect(ok(IndicatorValueInput, { kind: 'text', text: 'x'.repeat(SelectionLimits.textAnswer + 1) })).toBe(false);
    expect(ok(IndicatorValueInput, { kind: 'text', number: 1 })).toBe(false);
    expect(
      ok(IndicatorValueInput, {
        kind: 'file',
        fileIds: Array.from({ length: SelectionLimits.filesPerIndicator + 1 }, () => '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20'),
      }),
    ).toBe(false);
    expect(
      ok(IndicatorValueInput, {
        kind: 'record',
        recordIds: Array.from({ length: SelectionLimits.recordsPerIndicator }, (_, index) => index + 1),
      }),
    ).toBe(true);
    expect(
      ok(IndicatorValueInput, {
        kind: 'record',
        recordIds: Array.from({ length: SelectionLimits.recordsPerIndicator + 1 }, (_, index) => index + 1),
      }),
    ).toBe(false);
    expect(ok(SaveItemsBody, { applyId: 1, version: 1, values: [{ itemId: 1, value: null, selfScore: 0.5 }] })).toBe(true);
    expect(ok(SaveItemsBody, { applyId: 1, version: 1, values: [{ itemId: 1, value: null, selfScore: 0.3 }] })).toBe(false);
    expect(ok(SaveItemsBody, { applyId: 1, version: 1, values: [] })).toBe(false);
    expect(ok(ApplicantInfo, info)).toBe(true);
    expect(ok(ApplicantInfo, { ...info, phone: '1'.repeat(SelectionLimits.phone + 1) })).toBe(false);
    expect(ok(ApplicantInfo, { ...info, name: 'x'.repeat(SelectionLimits.name + 1) })).toBe(false);
  });

  it('reads by an application or a project, never both, and asks a comment to return or reject', () => {
    expect(ok(ApplyOrProjectQuery, { appId: 'yxdemo', applyId: '1' })).toBe(true);
    expect(ok(ApplyOrProjectQuery, { appId: 'yxdemo', applyId: '1', prjId: '1' })).toBe(false);
    expect(ok(ApplyOrProjectQuery, { appId: 'yxdemo' })).toBe(false);
    expect(ok(SelectionDecideBody, { applyId: 1, decision: 'approve' })).toBe(true);
    expect(ok(SelectionDecideBody, { applyId: 1, decision: 'return' })).toBe(false);
    expect(ok(SelectionDecideBody, { applyId: 1, decision: 'reject', comment: 'x'.repeat(SelectionLimits.reviewComment + 1) })).toBe(false);
  });
});
