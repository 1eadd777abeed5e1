import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';

/** Who may call each group of portrait routes (route config.roles; the session hook checks them). */
export const portraitRoles = {
  /** A teacher their own portrait; staff their own (when they teach) or that of a teacher under them. */
  teacher: [...TEACHER_ROLES, ...STAFF_ROLES],
  /** The distribution of a school's or the district's teachers. */
  staff: STAFF_ROLES,
} as const;

/** Finer permissions; the services check them with requireAccess (or NOT_FOUND where they hide). */
export const portraitAccess = {
  /** Naming another teacher at all: staff only (anyone else is refused whether the person exists or not). */
  nameOthers: (actor: Actor) => hasRole(actor, ...STAFF_ROLES),
  /** A teacher's portrait: their own, or staff over their org unit (others learn nothing: 404). */
  readPortraitOf: (actor: Actor, person: { userId: number; orgPath: string }) =>
    person.userId === actor.userId || isStaffOver(actor, person.orgPath),
  /** Narrowing the staff portrait to any school of the district (school admins see their own school). */
  pickAnySchool: (actor: Actor) => hasRole(actor, ...DISTRICT_STAFF_ROLES),
} satisfies Record<string, Permission<never>>;

/** Where the caller's reach starts in the org tree for SQL prefix filters: undefined is the whole tenant. */
export function portraitReachOf(actor: Actor): string | undefined {
  return hasRole(actor, 'platform_admin') ? undefined : actor.orgPath;
}
