import { DISTRICT_STAFF_ROLES, ROLE_CODES, STAFF_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, type Actor } from '@server/platform/auth/actor';

// Roles that keep a disk: everyone who signs in (APPY313 only switches on idle logout and is held beside a real role).
const DISK_ROLES: readonly RoleCode[] = ROLE_CODES.filter((role) => role !== 'APPY313');

/** Who may call each group of disk routes (route config.roles; the session hook checks them). */
export const diskRoles = {
  /** One's own disk, uploads, the recycle bin, what was issued to one. */
  owner: DISK_ROLES,
  /** Issuing down the hierarchy and following up: school admins to their school, district staff to the district. */
  issuer: STAFF_ROLES,
  /** Whom an issue to schools reaches: the teachers and the school admins (who pass things on). */
  recipient: ['teacher', 'backbone', 'school_admin'] as readonly RoleCode[],
  /** The tenant's quota settings. */
  quotaAdmin: DISTRICT_STAFF_ROLES,
} as const;

/** Whether the caller issues to the whole district (else to their own school only). */
export function issuesForDistrict(actor: Actor): boolean {
  return hasRole(actor, ...DISTRICT_STAFF_ROLES);
}

/** Something of a disk as the permissions see it: whose it is. */
type Owned = { ownerUserId: number };

/**
 * Finer permissions about one resource, folder, upload or issue. A thing that is not the caller's answers 404 (the
 * services look it up by owner), so ids of other people's resources tell nothing; these say the same for the checks
 * made after a lookup by id alone.
 */
export const diskAccess = {
  /** A resource, folder or upload is its owner's alone to change. */
  changeOwned: (actor: Actor, thing: Owned) => actor.userId === thing.ownerUserId,
  /** An issue is followed up (recipients, reminders, withdrawal) by the person who issued it. */
  manageIssue: (actor: Actor, issue: { issuerUserId: number }) => hasRole(actor, ...STAFF_ROLES) && actor.userId === issue.issuerUserId,
} satisfies Record<string, Permission<never>>;
