import type { RoleCode } from '@yanxiu/contract/roles';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { sessionStore } from '@/shared/session/session-store';
import { programmeDetail, signInTeacher } from '../teacher/test-kit';

// The staff-page tests use the teacher pages' kit (fake API at the fetch boundary, memory router) and sign in
// with staff roles instead.

/** A signed-in user holding `roles`; messages shown are recorded. */
export async function signInAs(roles: RoleCode[]): Promise<Array<{ kind: string; text: string }>> {
  const shown = await signInTeacher();
  const loginInfo = sessionStore.getState().loginInfo!;
  sessionStore.setLoginInfo({ ...loginInfo, roles });
  return shown;
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
