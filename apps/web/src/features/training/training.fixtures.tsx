import { ApiPaths } from '@yanxiu/contract/paths';
import type { RoleCode } from '@yanxiu/contract/roles';
import type { ManagedProgramme, ProgrammeDetail } from '@yanxiu/contract/training';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeApi as fakeApiAt, type Call } from '@/shared/testing/fake-api';
import { signInWith, type Shown } from '@/shared/testing/sign-in';

// What the training page tests share (and the certificate pages' tests, whose staff choose training's programmes):
// a signed-in teacher or staff member of a demo tenant, a fake API answering at the fetch boundary (so the real
// request layer runs), and a memory router whose location the tests can read.

export { refusal, type Call } from '@/shared/testing/fake-api';
export { renderAt } from '@/shared/testing/render-at';
export type { Shown } from '@/shared/testing/sign-in';

/** The code tables' sections and subjects, as findSubjectAndSection answers. */
export const SECTIONS = [
  {
    sectionCode: '2',
    sectionName: '小学',
    sectionNameEn: 'Primary',
    subjects: [
      { code: '02', name: '数学', nameEn: 'Mathematics', sort: 2 },
      { code: '01', name: '语文', nameEn: 'Chinese', sort: 1 },
    ],
  },
  {
    sectionCode: '3',
    sectionName: '初中',
    sectionNameEn: 'Junior secondary',
    subjects: [
      { code: '02', name: '数学', nameEn: 'Mathematics', sort: 2 },
      { code: '05', name: '物理', nameEn: 'Physics', sort: 5 },
    ],
  },
];

/** Installs a fake API: each call is recorded and answered by `handler`; the code tables' sections unless it answers them. */
export function fakeApi(handler: (call: Call) => unknown) {
  return fakeApiAt((call) => handler(call) ?? (call.path === ApiPaths.findSubjectAndSection ? SECTIONS : undefined));
}

/** A signed-in teacher, Chinese interface, messages recorded (into `shown`, emptied first, when given). */
export function signInTeacher(shown: Shown[] = []): Promise<Shown[]> {
  return signInWith(['teacher'], shown);
}

/** A signed-in user holding `roles`; messages shown are recorded. */
export function signInAs(roles: RoleCode[]): Promise<Shown[]> {
  return signInWith(roles);
}

/**
 * The usual hooks of a teacher-page test file: a fresh signed-in teacher before each test; the DOM, the fake API
 * and any fake clock undone after. Returns the messages shown during the current test.
 */
export function setUpTeacherTests(): Shown[] {
  const shown: Shown[] = [];
  beforeEach(async () => {
    await signInTeacher(shown);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return shown;
}

/** A marketplace programme page as the server answers it; `change` adjusts it per test. */
export function programmeDetail(change: Partial<ProgrammeDetail> = {}): ProgrammeDetail {
  return {
    id: 42,
    kind: 'supermarket',
    title: '小学数学大单元教学设计',
    summary: '从课标到课堂的大单元设计方法。',
    organiserUnitId: 1,
    organiserName: '演示区教师进修学校',
    level: '2',
    sectionCodes: [],
    subjectCodes: [],
    enrolMode: 'purchase',
    enrolStart: '2026-11-01T00:00:00.000+08:00',
    enrolEnd: '2027-01-31T23:59:59.000+08:00',
    startsOn: '2027-02-01',
    endsOn: '2027-03-31',
    capacity: 50,
    seatsTaken: 12,
    seatsLeft: 38,
    creditHours: 12,
    priceCents: 9900,
    coverFileId: null,
    status: 'published',
    studioId: null,
    publishedAt: '2026-11-01T00:00:00.000+08:00',
    myEnrolment: null,
    description: '## 课程目标\n\n掌握大单元设计。',
    units: [
      {
        id: 501,
        position: 1,
        kind: 'video',
        title: '大单元概论',
        fileId: '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20',
        fileName: 'intro.mp4',
        contentType: 'video/mp4',
        durationSeconds: 600,
        minViewSeconds: null,
        creditHours: 1,
        location: null,
        sessionStartsAt: null,
        completed: false,
      },
      {
        id: 502,
        position: 2,
        kind: 'document',
        title: '设计模板',
        fileId: '1c6d9f3f-9b54-4a1f-8e66-4d2f9a7b2c31',
        fileName: 'template.pdf',
        contentType: 'application/pdf',
        durationSeconds: null,
        minViewSeconds: 60,
        creditHours: 0.5,
        location: null,
        sessionStartsAt: null,
        completed: false,
      },
    ],
    linkedActivities: [],
    targetSchoolIds: [],
    targetSchoolNames: [],
    studio: null,
    enrolBlocker: null,
    progress: null,
    pendingOrderId: null,
    ...change,
  };
}

/** A programme as staff edit it; `change` adjusts it per test. */
export function managedProgramme(change: Partial<ManagedProgramme> = {}): ManagedProgramme {
  return {
    ...programmeDetail({ status: 'draft', publishedAt: null }),
    version: 3,
    createdByName: '李管理',
    updatedAt: '2026-11-20T10:00:00.000+08:00',
    enrolmentCounts: { pending: 1, enrolled: 5, rejected: 0, cancelled: 0 },
    ...change,
  };
}
