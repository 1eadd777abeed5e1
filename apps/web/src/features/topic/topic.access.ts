import { TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** The server's topic reviewers: school admins review their school's topics, district admins the district's. */
const REVIEWER_ROLES: readonly RoleCode[] = ['school_admin', 'district_admin'];

/**
 * Who may do what with research topics, as the server's topic rules allow it (read through useAccess). Hosts and
 * members are people, not roles: the server says per topic whether the caller hosts or joins it.
 */
export function topicAccess(roles: readonly string[]) {
  return {
    /** Teachers apply for topics, host them and join others' as members. */
    canApply: holdsAny(roles, TEACHER_ROLES),
    /** District admins publish calls and assign the expert panels (the server's `district` routes). */
    canManageCalls: roles.includes('district_admin'),
    /** School and district admins review applications and stage filings on their step and read the overview. */
    canReview: holdsAny(roles, REVIEWER_ROLES),
    /** Experts score the plans and appraise the conclusions they are assigned to. */
    canScore: roles.includes('expert'),
  };
}

export type TopicAccess = ReturnType<typeof topicAccess>;
