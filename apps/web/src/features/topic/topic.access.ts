import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/**
 * Who may do what with research topics, as the server's topic rules allow it (read through useAccess). Hosts and
 * members are people, not roles: the server says per topic whether the caller hosts or joins it.
 */
export function topicAccess(roles: readonly string[]) {
  return {
    /** Teachers apply for topics, host them and join others' as members. */
    canApply: holdsAny(roles, TEACHER_ROLES),
    /** District (or platform) staff publish calls, assign the expert panels and see every topic of the district. */
    canManageCalls: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** School and district staff review applications and stage filings on their step. */
    canReview: holdsAny(roles, STAFF_ROLES),
    /** Experts score the plans and appraise the conclusions they are assigned to. */
    canScore: roles.includes('expert'),
  };
}

export type TopicAccess = ReturnType<typeof topicAccess>;
