import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** What the review list shows a user, from their roles (the server decides what is theirs; this only shapes the page). */
export function reviewAccess(roles: readonly string[]) {
  return {
    /** Staff who decide some step of a review (schools, the district, expert panels) have the one review list. */
    canReview: holdsAny(roles, ['school_admin', 'district_admin', 'expert']),
    /** Staff filter by the units under theirs (the unit tree is staff's; experts decide across the district). */
    canFilterBySchool: holdsAny(roles, STAFF_ROLES),
  };
}
