import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with help, as the server allows it (read through useAccess). */
export function helpAccess(roles: readonly string[]) {
  return {
    /** District and platform staff write help for the whole district. */
    canWriteHelp: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}
