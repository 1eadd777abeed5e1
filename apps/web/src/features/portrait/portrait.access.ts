import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with portraits, as the server's portrait rules allow it (read through useAccess). */
export function portraitAccess(roles: readonly string[]) {
  return {
    /** School, district or platform staff: the staff portrait, and a teacher's portrait by `?userId=`. */
    canSeeDistribution: holdsAny(roles, STAFF_ROLES),
    /** District or platform staff pick any school of the tenant. */
    canPickAnySchool: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}
