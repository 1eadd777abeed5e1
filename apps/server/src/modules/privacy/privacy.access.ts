import { DISTRICT_STAFF_ROLES, TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import { hasRole } from '@server/platform/auth/actor';
import type { Permission } from '@server/platform/access/access';

// Erasure is decided by the district's own administrator only: platform staff run the platform, not a district's
// people, and a school admin is too close to the teachers they would be erasing.
const ERASURE_DECIDERS: readonly RoleCode[] = ['district_admin'];

/** Who may call each group of privacy routes (route config.roles; the session hook checks them). */
export const privacyRoles = {
  /** District staff, who see the privacy requests of their tenant. */
  managers: DISTRICT_STAFF_ROLES,
  /** Teachers, who ask for a copy of everything held about them. */
  exportRequesters: ['teacher'],
  /** Staff who see who asked for a copy and when, never its contents: school admins for their school, district staff. */
  exportViewers: ['school_admin', 'district_admin', 'platform_admin'],
  /** Teachers, who ask for their own data to be erased. */
  teachers: TEACHER_ROLES,
  /** Who decide erasure requests and set the tenant's consent and retention settings. */
  erasureDeciders: ERASURE_DECIDERS,
} as const;

/** Privacy's named permissions (services check them with requireAccess). */
export const privacyAccess = {
  /** Deciding erasure requests and saving the consent and retention settings. */
  decideErasure: ((actor) => hasRole(actor, ...ERASURE_DECIDERS)) satisfies Permission,
};
