import type { Declaration, HoursBreakdown } from '@yanxiu/contract/learning-hours';
import type { RoleCode } from '@yanxiu/contract/roles';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '@/shared/session/session-store';
import { signInWith, type Shown } from '@/shared/testing/sign-in';

// What the learning page tests share: a signed-in user of a demo tenant, a fake API answering at the fetch
// boundary (so the real request layer runs) and a memory router whose location the tests can read.

export { fakeApi, refusal, type Call } from '@/shared/testing/fake-api';
export type { Shown } from '@/shared/testing/sign-in';

/** Gives the signed-in user `roles` (tests call it before rendering). */
export function holdRoles(roles: RoleCode[]): void {
  sessionStore.setLoginInfo({ ...sessionStore.getState().loginInfo!, roles });
}

/** Before each test: teacher 7 signed in, Chinese interface, messages recorded into the returned list. */
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

export { renderAt } from '@/shared/testing/render-at';

export const CATEGORIES = [
  { code: 'public', labelZh: '公需课程', labelEn: 'General courses' },
  { code: 'professional', labelZh: '专业课程', labelEn: 'Professional courses' },
  { code: 'ethics', labelZh: '师德师风', labelEn: 'Professional ethics' },
];

/** A teacher's 2026 breakdown: 30 of 72 hours, one entry reversed; `change` adjusts it per test. */
export function breakdown(change: Partial<HoursBreakdown> = {}): HoursBreakdown {
  const at = '2026-03-01T10:00:00.000+08:00';
  return {
    userId: 7,
    teacherName: '王老师',
    year: 2026,
    years: [2026, 2025],
    requirement: { year: 2026, totalHours: 72, categoryMinimums: { public: 24, ethics: 6 } },
    totalHours: 30,
    met: false,
    byCategory: [
      { code: 'public', hours: 24, required: 24 },
      { code: 'professional', hours: 6, required: null },
    ],
    byProgramme: [{ programmeId: 42, title: '小学数学大单元教学设计', hours: 30 }],
    byMonth: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, hours: index === 2 ? 30 : 0 })),
    entries: [
      {
        id: 11,
        source: 'lesson',
        title: '大单元概论',
        programmeId: 42,
        hours: 24,
        category: 'public',
        year: 2026,
        creditedOn: '2026-03-01',
        reversesEntryId: null,
        reversedByEntryId: null,
        reason: null,
        createdAt: at,
      },
      {
        id: 12,
        source: 'offline',
        title: '线下研讨',
        programmeId: 42,
        hours: 6,
        category: 'professional',
        year: 2026,
        creditedOn: '2026-03-02',
        reversesEntryId: null,
        reversedByEntryId: 13,
        reason: null,
        createdAt: at,
      },
      {
        id: 13,
        source: 'reversal',
        title: '线下研讨',
        programmeId: 42,
        hours: -6,
        category: 'professional',
        year: 2026,
        creditedOn: '2026-03-05',
        reversesEntryId: 12,
        reversedByEntryId: null,
        reason: '未实际出勤',
        createdAt: at,
      },
      {
        id: 14,
        source: 'offline',
        title: '线下研讨（补）',
        programmeId: 42,
        hours: 6,
        category: 'professional',
        year: 2026,
        creditedOn: '2026-03-06',
        reversesEntryId: null,
        reversedByEntryId: null,
        reason: null,
        createdAt: at,
      },
    ],
    categories: CATEGORIES,
    ...change,
  };
}

/** A pending declaration as staff see it; `change` adjusts it per test. */
export function declaration(change: Partial<Declaration> = {}): Declaration {
  return {
    id: 501,
    userId: 9,
    teacherName: '李老师',
    schoolName: '演示区实验小学',
    declaredBy: 9,
    title: '市级骨干教师培训',
    organiser: '市教育学院',
    category: 'professional',
    hours: 12,
    activityOn: '2026-10-30',
    evidence: [{ id: '0b5c8f2e-8a43-4f0e-9d55-3c1e8f6a1b20', name: '结业证书.pdf', missing: false }],
    status: 'pending',
    comment: null,
    entryId: null,
    version: 3,
    canDecide: true,
    createdAt: '2026-11-01T09:00:00.000+08:00',
    ...change,
  };
}
