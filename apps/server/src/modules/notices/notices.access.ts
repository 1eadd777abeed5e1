import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, type Actor } from '@server/platform/auth/actor';

/** Who may call each group of notice routes (route config.roles; the session hook checks them). */
export const noticeRoles = {
  /** Publishing and managing: school admins for their school, district staff for the district. */
  staff: STAFF_ROLES,
} as const;

/** Whether the caller publishes for the whole district (else for their own school only). */
export function publishesForDistrict(actor: Actor): boolean {
  return hasRole(actor, ...DISTRICT_STAFF_ROLES);
}

/** A notice as the permissions see it: the unit that published it. */
type PublishedNotice = { publisherUnitId: number };

/** Finer permissions about one notice; services check them with requireAccess (or answer 404 where it must stay unseen). */
export const noticeAccess = {
  /** District staff manage every notice of the tenant; a school admin those their own school published. */
  manageNotice: (actor: Actor, notice: PublishedNotice) =>
    hasRole(actor, ...STAFF_ROLES) && (publishesForDistrict(actor) || notice.publisherUnitId === actor.orgUnitId),
} satisfies Record<string, Permission<never>>;
