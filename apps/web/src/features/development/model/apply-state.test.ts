import type { ApplyRecord } from '@yanxiu/contract/development-apply';
import { describe, expect, test } from 'vitest';
import { developmentAccess } from '../development.access';
import { applicantActions, evidenceOf, evidenceSlots, latestOpenRecord, nextStepOf, requiredCount, reviewerActions } from './apply-state';

const record = (applyId: number, status: ApplyRecord['status'], finishedAt: string | null = null) => ({ applyId, status, finishedAt });
const steps = [
  { code: 'school', role: 'school_admin', scope: 'org' as const },
  { code: 'district', role: 'district_admin', scope: 'org' as const },
];

describe('the open application', () => {
  test('is the newest one in application, under review, returned, or approved and not finished', () => {
    expect(latestOpenRecord([record(9, '8'), record(8, '4'), record(7, '6', '2026-01-01')])?.applyId).toBe(8);
    expect(latestOpenRecord([record(9, '5')])?.applyId).toBe(9);
    expect(latestOpenRecord([record(9, '6')])?.applyId).toBe(9);
    expect(latestOpenRecord([record(9, '6', '2026-01-01'), record(8, '7'), record(7, '8')])).toBeNull();
    expect(latestOpenRecord([])).toBeNull();
  });
});

describe('what happens next', () => {
  test('follows the status, and for approved ones whether the process is finished', () => {
    expect(nextStepOf({ status: '4', finishedAt: null })).toBe('waitReview');
    expect(nextStepOf({ status: '5', finishedAt: null })).toBe('resubmit');
    expect(nextStepOf({ status: '6', finishedAt: null })).toBe('waitFinish');
    expect(nextStepOf({ status: '6', finishedAt: '2026-01-01T00:00:00Z' })).toBe('finished');
    expect(nextStepOf({ status: '7', finishedAt: null })).toBe('rejected');
    expect(nextStepOf({ status: '8', finishedAt: null })).toBe('withdrawn');
  });
});

describe('actions', () => {
  test('the applicant edits only a returned application and withdraws while it runs; read-only allows nothing', () => {
    expect(applicantActions('5', false)).toEqual({ canEdit: true, canCancel: true });
    expect(applicantActions('4', false)).toEqual({ canEdit: false, canCancel: true });
    expect(applicantActions('6', false)).toEqual({ canEdit: false, canCancel: false });
    expect(applicantActions('5', true)).toEqual({ canEdit: false, canCancel: false });
  });

  test("a reviewer decides only under review at their role's step; district staff finish approved, unfinished ones", () => {
    const underReview = { status: '4' as const, stepCode: 'school', steps, finishedAt: null };
    expect(reviewerActions(underReview, ['teacher', 'school_admin']).canDecide).toBe(true);
    expect(reviewerActions(underReview, ['district_admin']).canDecide).toBe(false);
    expect(reviewerActions({ ...underReview, stepCode: 'district' }, ['district_admin']).canDecide).toBe(true);
    expect(reviewerActions({ ...underReview, status: '5' }, ['school_admin']).canDecide).toBe(false);
    const approved = { status: '6' as const, stepCode: null, steps, finishedAt: null };
    expect(reviewerActions(approved, ['district_admin'])).toEqual({ canDecide: false, canApproveAndFinish: false, canFinish: true });
    expect(reviewerActions(approved, ['school_admin']).canFinish).toBe(false);
    expect(reviewerActions({ ...approved, finishedAt: '2026-01-01T00:00:00Z' }, ['district_admin']).canFinish).toBe(false);
  });

  test('district staff deciding the last step approve and finish in one action; not at an earlier step, nor others', () => {
    const atDistrict = { status: '4' as const, stepCode: 'district', steps, finishedAt: null };
    expect(reviewerActions(atDistrict, ['district_admin']).canApproveAndFinish).toBe(true);
    // With the expert panel after the district, the district's approval is not the last: finish stays separate.
    const withExperts = [...steps, { code: 'expert', role: 'expert', scope: 'tenant' as const }];
    expect(reviewerActions({ ...atDistrict, steps: withExperts }, ['district_admin']).canApproveAndFinish).toBe(false);
    expect(reviewerActions({ ...atDistrict, stepCode: 'expert', steps: withExperts }, ['expert']).canApproveAndFinish).toBe(false);
    expect(reviewerActions({ ...atDistrict, stepCode: 'school' }, ['school_admin', 'district_admin']).canApproveAndFinish).toBe(false);
  });

  test('only staff of a review step have a queue', () => {
    const isReviewer = (roles: string[]) => developmentAccess(roles).canReview;
    expect(isReviewer(['teacher'])).toBe(false);
    expect(isReviewer(['teacher', 'school_admin'])).toBe(true);
    expect(isReviewer(['expert'])).toBe(true);
  });
});

describe('evidence of the form', () => {
  test('keeps the ids of finished uploads per condition and leaves out empty conditions', () => {
    const evidence = evidenceOf({
      C4: [
        { status: 'done', response: { id: 'a' } },
        { status: 'uploading' },
        { status: 'error', response: undefined },
        { status: 'done', response: { id: 'b' } },
      ],
      C5: [{ status: 'uploading' }],
      C6: undefined,
    });
    expect(evidence).toEqual({ C4: ['a', 'b'] });
  });

  test('a condition needs one file per required file it asks for', () => {
    const files = [
      { conditionCode: 'C4', required: true },
      { conditionCode: 'C4', required: false },
      { conditionCode: 'C5', required: true },
      { conditionCode: 'C5', required: true },
    ];
    expect(requiredCount(files, 'C4')).toBe(1);
    expect(requiredCount(files, 'C5')).toBe(2);
    expect(requiredCount(files, 'C9')).toBe(0);
  });

  test('every condition the platform could not check gets a slot needing a file, even with no file listed; checked ones only their listed files', () => {
    const check = (met: boolean | null) => ({ met, reason: null, facts: null });
    const file = (conditionCode: string, required: boolean) => ({
      conditionCode,
      conditionName: '',
      conditionNameEn: '',
      code: 'F1',
      name: '',
      nameEn: '',
      required,
      kinds: ['pdf' as const],
      sort: 1,
    });
    const conditions = [
      { code: 'C3', sort: 3, check: check(null) },
      { code: 'C1', sort: 1, check: check(true) },
      { code: 'C2', sort: 2, check: check(false) },
      { code: 'C4', sort: 4, check: check(null) },
    ];
    const slots = evidenceSlots(conditions, [file('C2', false), file('C4', true)]);
    expect(slots.map((slot) => [slot.condition.code, slot.asked.length, slot.needed])).toEqual([
      ['C2', 1, 0],
      ['C3', 0, 1],
      ['C4', 1, 1],
    ]);
  });
});
