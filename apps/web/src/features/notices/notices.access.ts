import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with notices, as the server's notice rules allow it (read through useAccess). */
export function noticesAccess(roles: readonly string[]) {
  return {
    /** School admins (for their school) and district staff (for the district) publish and manage notices. */
    canManageNotices: holdsAny(roles, STAFF_ROLES),
  };
}
