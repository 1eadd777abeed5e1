import { TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who decides a step of the backbone review, as the server's profile.access names them. */
const REVIEWER_ROLES: readonly RoleCode[] = ['school_admin', 'district_admin', 'expert'];

/** Who may do what in the backbone recognition, as the server allows it (read through useAccess). */
export function backboneAccess(roles: readonly string[]) {
  return {
    /** Teachers apply (a backbone teacher already is told so). */
    canApply: holdsAny(roles, TEACHER_ROLES),
    /** School admins, district admins and experts review applications at their steps. */
    canReview: holdsAny(roles, REVIEWER_ROLES),
    /** District admins switch the optional expert step. */
    canConfigure: roles.includes('district_admin'),
  };
}
