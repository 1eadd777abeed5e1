import type { RoleCode } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** The server lets district admins alone configure the development model and finish approved applications. */
const DISTRICT_ADMIN: RoleCode = 'district_admin';

/** The roles of the development workflow's review steps (school, district) and the experts it calls in. */
const REVIEWER_ROLES: readonly RoleCode[] = ['school_admin', 'district_admin', 'expert'];

/** Who may do what with development applications and their model, as the server allows it (read through useAccess). */
export function developmentAccess(roles: readonly string[]) {
  return {
    /** District admins: the development model (types, post types, paths, conditions) and the review steps. */
    canConfigureModel: roles.includes(DISTRICT_ADMIN),
    /** Staff of a review step: a review queue of their own. */
    canReview: holdsAny(roles, REVIEWER_ROLES),
    /** District admins: finish an approved application. */
    canFinishApplications: roles.includes(DISTRICT_ADMIN),
  };
}
