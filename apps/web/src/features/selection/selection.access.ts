import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what in selections, as the server's selection rules allow it (read through useAccess). */
export function selectionAccess(roles: readonly string[]) {
  return {
    /** Expert reviewers score the applications of the groups they are assigned to. */
    canScore: roles.includes('expert'),
    /** District (or platform) staff assign experts, read the ranking, publish, finalise, issue certificates, export. */
    canManageScoring: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** School, district or platform staff run projects (school staff: school-level ones) and review applications on their step. */
    canManageProjects: holdsAny(roles, STAFF_ROLES),
    canReview: holdsAny(roles, STAFF_ROLES),
    /** District (or platform) staff run district-level projects; school staff only their school's. */
    canRunDistrictProjects: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}

export type SelectionAccess = ReturnType<typeof selectionAccess>;
