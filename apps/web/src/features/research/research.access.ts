import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/**
 * Who may do what in teaching research, as the server's research rules allow it (read through useAccess). Group
 * leaders and organisers are people, not roles: the server says per group and per activity whether the caller leads
 * or organises it (`canManage` fields), and the pages follow that.
 */
export function researchAccess(roles: readonly string[]) {
  return {
    /** School staff (their school's groups) and district staff (any, and cross-school ones): create groups, name leaders. */
    canCreateGroups: holdsAny(roles, STAFF_ROLES),
    /** District staff: groups spanning schools. */
    canCreateCrossSchoolGroups: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** School and district staff: organise activities in their unit's name (leaders organise in their group's). */
    canOrganiseForUnit: holdsAny(roles, STAFF_ROLES),
    /** District staff: the observation form templates' library. */
    canMaintainFormTemplates: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}

export type ResearchAccess = ReturnType<typeof researchAccess>;
