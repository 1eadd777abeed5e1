import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with privacy, as the server allows it (read through useAccess). */
export function privacyAccess(roles: readonly string[]) {
  return {
    /** District and platform staff manage privacy. */
    canManage: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}
