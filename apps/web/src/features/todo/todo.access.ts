import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** What the to-do pages show a user, from their roles (the server decides what is theirs; this only shapes the page). */
export function todoAccess(roles: readonly string[]) {
  return {
    /** Reviewers also keep their review lists (returned and decided applications), one link away. */
    hasReviewLists: holdsAny(roles, [...STAFF_ROLES, 'expert']),
  };
}
