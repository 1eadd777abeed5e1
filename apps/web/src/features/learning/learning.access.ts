import { DISTRICT_STAFF_ROLES, STAFF_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** The server lets district admins alone set the tenant's yearly requirement and completion share. */
const REQUIREMENT_EDITOR: RoleCode = 'district_admin';

/** Who may do what with teachers' learning hours, as the server's learning rules allow it (read through useAccess). */
export function learningAccess(roles: readonly string[]) {
  return {
    /** School, district or platform staff: the report, the declarations to review, a teacher's breakdown. */
    canManageHours: holdsAny(roles, STAFF_ROLES),
    /** District or platform staff see every school of the tenant, not only their own. */
    canSeeEverySchool: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** District admins: the yearly requirement and the completion share. */
    canSetRequirement: roles.includes(REQUIREMENT_EDITOR),
  };
}
