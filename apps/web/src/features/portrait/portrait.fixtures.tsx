import type { StaffPortrait, TeacherPortrait } from '@yanxiu/contract/portrait';
import type { RoleCode } from '@yanxiu/contract/roles';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { signInWith, type Shown } from '@/shared/testing/sign-in';

// What the portrait page tests share: a signed-in user, the fake API at the fetch boundary (the real request layer
// runs) and a portrait and a staff portrait as the server answers them.

export { fakeApi, refusal } from '@/shared/testing/fake-api';
export { renderAt } from '@/shared/testing/render-at';

export function holdRoles(roles: RoleCode[]): void {
  sessionStore.setLoginInfo({ ...sessionStore.getState().loginInfo!, roles });
}

/** Before each test: a teacher signed in, Chinese interface. */
export function setUpSignedIn(): Shown[] {
  const shown: Shown[] = [];
  beforeEach(async () => {
    await signInWith(['teacher'], shown);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return shown;
}

const LADDER = [
  { code: '1', name: '新任教师', nameEn: 'Novice', rank: 1 },
  { code: '2', name: '胜任型教师', nameEn: 'Competent', rank: 2 },
  { code: '3', name: '骨干教师', nameEn: 'Backbone', rank: 3 },
];

export function teacherPortrait(change: Partial<TeacherPortrait> = {}): TeacherPortrait {
  const year = (each: number, totalHours: number) => ({
    year: each,
    totalHours,
    requiredHours: 72,
    byCategory: { public: totalHours },
    categoryMinimums: { public: 24 },
    schoolMedian: 40,
    districtMedian: 36.5,
  });
  return {
    teacher: { userId: '7', name: '王芳', schoolName: '演示区实验小学', phaseCode: '3' },
    year: 2026,
    categories: [{ code: 'public', labelZh: '公需课程', labelEn: 'General courses' }],
    hours: [year(2022, 60), year(2023, 70), year(2024, 72), year(2025, 80), year(2026, 30)],
    training: { completedProgrammes: 2, byYear: [], recent: [{ programmeId: 1, title: '大单元教学', completedOn: '2026-03-01' }] },
    phases: { ladder: LADDER, history: [{ fromPhaseCode: '2', phaseCode: '3', reachedAt: '2025-06-30T02:00:00.000Z' }] },
    development: { approved: 1, rejected: 0, open: 0 },
    selection: { applied: 1, selected: 1, notSelected: 0 },
    records: [{ kind: 'honor', total: 3, verified: 2 }],
    dimensions: [
      { key: 'hours', value: 30, schoolMedian: 40, districtMedian: 36.5 },
      { key: 'training', value: 2, schoolMedian: 1, districtMedian: 1 },
      { key: 'records', value: 2, schoolMedian: 0, districtMedian: 0 },
      { key: 'phase', value: 3, schoolMedian: 2, districtMedian: 2 },
    ],
    ...change,
  };
}

export function staffPortrait(change: Partial<StaffPortrait> = {}): StaffPortrait {
  return {
    records: [
      {
        userId: '7',
        teacherName: '王芳',
        schoolName: '演示区实验小学',
        sectionCode: '2',
        subjectCode: '02',
        phaseCode: '3',
        totalHours: 30,
        behind: true,
        unitsCompleted: 4,
      },
    ],
    total: 1,
    current: 1,
    size: 20,
    year: 2026,
    requiredHours: 72,
    summary: {
      teachers: 12,
      behind: 5,
      participating: 9,
      hoursMedian: 40.5,
      phases: [
        { phaseCode: '2', teachers: 7 },
        { phaseCode: '3', teachers: 4 },
        { phaseCode: null, teachers: 1 },
      ],
    },
    ladder: LADDER,
    ...change,
  };
}
