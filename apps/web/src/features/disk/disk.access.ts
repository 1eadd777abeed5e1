import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what on the resource disk, as the server's disk rules allow it (read through useAccess). */
export function diskAccess(roles: readonly string[]) {
  return {
    /** School staff (to their school's teachers) and district staff (to the district's schools) issue resources down. */
    canIssue: holdsAny(roles, STAFF_ROLES),
    /** District staff set the tenant's quota per role and per school. */
    canSetQuota: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}
