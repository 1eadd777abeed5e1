import type { AnyProfileRecord, ProfileKind, ProfileSummary } from '@yanxiu/contract/profile';
import { PROFILE_KIND_CODES } from '@yanxiu/contract/profile';
import type { RoleCode } from '@yanxiu/contract/roles';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { signInWith, type Shown } from '@/shared/testing/sign-in';

// What the profile tests share: a signed-in user of the demo tenant (user 7), a fake API answering at the fetch
// boundary (so the real request layer runs), a memory router, and records as the server answers them.

// A loaded machine (the whole suite at once) can take more than the default second to show what a form or a table
// answers; waiting longer costs nothing when it is quick.
configure({ asyncUtilTimeout: 5_000 });

export { fakeApi, refusal, type Call } from '@/shared/testing/fake-api';
export { renderAt } from '@/shared/testing/render-at';
export type { Shown } from '@/shared/testing/sign-in';

/** Signs user 7 in holding `roles` (Chinese interface); the messages shown are recorded. */
export function signInAs(roles: RoleCode[]): Promise<Shown[]> {
  return signInWith(roles);
}

/** After each test: unmount and take the fake API away. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

const AT = '2026-11-20T02:00:00.000Z';

/** A published paper of teacher 7, unverified and editable; `change` adjusts it. */
export function paper(change: Partial<AnyProfileRecord> = {}): AnyProfileRecord {
  return {
    id: 41,
    kind: 'public-thesis',
    userId: 7,
    teacherName: '王芳',
    schoolName: '示范区第一实验小学',
    title: '以数学实验促进小学生空间观念的发展',
    date: '2025-06-20',
    level: '3',
    evidence: [
      { id: '8e4b92ba-ee2c-41ac-8836-dd1ca78ff6ea', name: '论文录用通知.pdf', contentType: 'application/pdf', size: 1412, missing: false },
    ],
    fields: { achievementKind: '2', journal: '北京教育（普教版）', cnNumber: 'CN 11-1278/G4', issue: '2025年第6期', authorRank: 2 },
    state: 'unverified',
    reason: null,
    decidedByName: null,
    decidedAt: null,
    version: 1,
    editable: true,
    createdAt: AT,
    updatedAt: AT,
    ...change,
  } as AnyProfileRecord;
}

/** A page of records as a list answers it. */
export const page = (records: AnyProfileRecord[]) => ({ records, total: records.length, current: 1, size: 10 });

/** A teacher's counts: one unverified paper unless told. */
export function summary(
  counts: Partial<Record<ProfileKind, { unverified: number; verified: number; rejected: number }>> = {
    'public-thesis': { unverified: 1, verified: 0, rejected: 0 },
  },
  teacherName = '王芳',
): ProfileSummary {
  return {
    userId: 7,
    teacherName,
    kinds: PROFILE_KIND_CODES.map((kind) => ({ kind, unverified: 0, verified: 0, rejected: 0, ...counts[kind] })),
  };
}
