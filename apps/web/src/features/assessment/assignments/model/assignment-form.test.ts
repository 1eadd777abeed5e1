import { describe, expect, test } from 'vitest';
import { managedAssignment } from '../testing/assignment-fixtures';
import {
  assignmentProblem,
  assignmentValues,
  emptyAssignmentValues,
  newCriterion,
  toSaveBody,
  type AssignmentFormValues,
} from './assignment-form';
import { canWrite, draftRound } from './draft-round';

const valid = (change: Partial<AssignmentFormValues> = {}): AssignmentFormValues => ({
  ...emptyAssignmentValues(),
  title: '教学设计',
  dueAt: '2099-06-30T10:00:00.000Z',
  ...change,
});

describe('the assignment form', () => {
  test('names the first thing missing, in the order the form reads', () => {
    expect(assignmentProblem(emptyAssignmentValues())).toBe('title');
    expect(assignmentProblem(valid({ dueAt: null }))).toBe('dueAt');
    expect(assignmentProblem(valid({ opensAt: '2099-07-01T00:00:00.000Z' }))).toBe('opensBeforeDue');
    expect(assignmentProblem(valid({ latePolicy: 'penalty', latePenaltyPercent: null }))).toBe('penalty');
    expect(assignmentProblem(valid({ rubric: [{ ...newCriterion(), title: '目标' }] }))).toBe('criterion');
    expect(assignmentProblem(valid({ maxScore: null }))).toBe('maxScore');
    expect(assignmentProblem(valid({ passScore: 101 }))).toBe('passScore');
    // With a rubric the full marks are its sum, whatever was typed before it.
    expect(assignmentProblem(valid({ maxScore: 100, passScore: 50, rubric: [{ ...newCriterion(), title: '目标', maxPoints: 40 }] }))).toBe(
      'passScore',
    );
    expect(assignmentProblem(valid())).toBeNull();
  });

  test("the save body: the rubric's sum as full marks, no penalty without the penalty policy, no peer due time without reviewers", () => {
    const values = valid({
      rubric: [
        { ...newCriterion(), title: ' 目标 ', maxPoints: 30 },
        { ...newCriterion(), title: '过程', description: ' 完整 ', maxPoints: 50 },
      ],
      passScore: 48,
      latePenaltyPercent: 20,
      peerDueAt: '2099-07-05T00:00:00.000Z',
    });
    expect(toSaveBody(values, { kind: 'unit', unitId: 12 }, null)).toEqual({
      title: '教学设计',
      instructions: '',
      placement: { kind: 'unit', unitId: 12 },
      attachmentFileIds: [],
      opensAt: null,
      dueAt: '2099-06-30T10:00:00.000Z',
      latePolicy: 'accept',
      latePenaltyPercent: 0,
      maxScore: 80,
      passScore: 48,
      rubric: [
        { title: '目标', description: '', maxPoints: 30 },
        { title: '过程', description: '完整', maxPoints: 50 },
      ],
      peerReview: { reviewers: 0, dueAt: null },
      resubmissionsAllowed: 1,
    });
  });

  test('a saved assignment reads back into the same body at its version', () => {
    const saved = managedAssignment({ latePolicy: 'penalty', latePenaltyPercent: 10 });
    const body = toSaveBody(assignmentValues(saved), saved.placement, { id: saved.id, version: saved.version });
    expect(body).toMatchObject({
      assignmentId: 5,
      version: 3,
      latePolicy: 'penalty',
      latePenaltyPercent: 10,
      maxScore: 100,
      rubric: saved.rubric,
    });
  });

  test('the round being written, and whether the teacher may write', () => {
    const round = (status: 'draft' | 'submitted' | 'returned' | 'graded', number: number) => ({
      round: number,
      status,
      text: '',
      files: [],
      submittedAt: null,
      late: false,
      decision: null,
    });
    expect(draftRound({ rounds: [] })).toBeNull();
    expect(draftRound({ rounds: [round('returned', 1), round('draft', 2)] })?.round).toBe(2);
    expect(draftRound({ rounds: [round('submitted', 1)] })).toBeNull();
    expect(canWrite({ state: 'returned', submitBlocker: null })).toBe(true);
    expect(canWrite({ state: 'returned', submitBlocker: 'no_resubmissions_left' })).toBe(false);
    expect(canWrite({ state: 'submitted', submitBlocker: 'waiting_for_tutor' })).toBe(false);
    expect(canWrite({ state: 'not_started', submitBlocker: 'not_enrolled' })).toBe(false);
  });
});
