import type { AssignmentInput, ManagedAssignment } from '@yanxiu/contract/assessment-assignments';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { ApiPaths } from '@yanxiu/contract/paths';
import { programmeInput } from '@server/modules/training/training.fixtures';
import { api, dataOf, HOUR, isoIn, type Caller } from './assessment-exam-fixtures';
import type { TestApp } from './test-app';

// Assignment tests' set-up through the real API: a published programme with one assignment unit, settings with a
// two-criterion rubric (60 + 40 points, pass at 60), an assignment saved and published on the unit.

/** A published programme of the caller's with one unit of kind assignment; answers the programme and the unit's id. */
export async function createAssignmentProgramme(t: TestApp, staff: Caller, title: string) {
  const { post } = api(t);
  const input = programmeInput(
    { video: '', document: '' },
    { title, units: [{ kind: 'assignment', title: '结业作业', creditHours: 2 }], creditHours: 2 },
  );
  const created = dataOf<ManagedProgramme>(await post(staff, ApiPaths.trainingManageCreateProgramme, input));
  const published = dataOf<ManagedProgramme>(
    await post(staff, ApiPaths.trainingManageProgrammeStatus, { id: created.id, action: 'publish', version: created.version }),
  );
  return { programme: published, input, unitId: published.units.find((unit) => unit.kind === 'assignment')!.id };
}

/** Settings open now, due in a day, with a rubric of 60 + 40 points and a pass at 60. */
export function assignmentInput(unitId: number, overrides: Partial<AssignmentInput> = {}): AssignmentInput {
  return {
    title: '教学设计作业',
    instructions: '<p>提交一份教学设计</p>',
    placement: { kind: 'unit', unitId },
    attachmentFileIds: [],
    opensAt: isoIn(-HOUR),
    dueAt: isoIn(24 * HOUR),
    latePolicy: 'accept',
    latePenaltyPercent: 0,
    maxScore: 100,
    passScore: 60,
    rubric: [
      { title: '目标', description: '目标清楚', maxPoints: 60 },
      { title: '过程', description: '过程完整', maxPoints: 40 },
    ],
    peerReview: { reviewers: 0, dueAt: null },
    resubmissionsAllowed: 1,
    ...overrides,
  };
}

/** Saves and publishes an assignment; answers it. */
export async function publishedAssignment(t: TestApp, staff: Caller, input: AssignmentInput): Promise<ManagedAssignment> {
  const { post } = api(t);
  const draft = dataOf<ManagedAssignment>(await post(staff, ApiPaths.assessmentManageSaveAssignment, input));
  return dataOf<ManagedAssignment>(
    await post(staff, ApiPaths.assessmentManagePublishAssignment, { assignmentId: draft.id, version: draft.version }),
  );
}
