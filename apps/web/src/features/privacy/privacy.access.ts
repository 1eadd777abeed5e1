import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with privacy, as the server allows it (read through useAccess). */
export function privacyAccess(roles: readonly string[]) {
  return {
    /** District and platform staff manage privacy. */
    canManage: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** Teachers ask for their own personal data to be erased. */
    canAskErasure: holdsAny(roles, TEACHER_ROLES),
    /** The district's own administrator decides erasure requests and sets consent and retention (server: privacy.access.ts). */
    canDecideErasure: holdsAny(roles, ['district_admin']),
    /** Teachers ask for a copy of everything held about them (server: privacyRoles.exportRequesters). */
    canAskExport: holdsAny(roles, TEACHER_ROLES),
    /** School and district staff see who asked for a copy and when (server: privacyRoles.exportViewers). */
    canSeeExports: holdsAny(roles, STAFF_ROLES),
  };
}
