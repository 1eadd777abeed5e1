import { holdsAny } from '@/shared/session/access';

/** What the to-do pages show a user, from their roles (the server decides what is theirs; this only shapes the page). */
export function todoAccess(roles: readonly string[]) {
  return {
    /** Reviewers also have the one review list (every domain's reviews waiting for them), one link away. */
    hasReviewLists: holdsAny(roles, ['school_admin', 'district_admin', 'expert']),
  };
}
