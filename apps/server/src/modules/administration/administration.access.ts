import { DISTRICT_STAFF_ROLES, STAFF_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import type { Actor } from '@server/platform/auth/actor';
import { canManageAccount, unitInScope, type GrantUnit } from './accounts/role-grants';

/**
 * Who may call each group of administration routes (route config.roles; the session hook checks them). One list
 * per part: units and accounts (E), imports (F), tenants, sign-in policy and the audit trail (G) add theirs here.
 */
export const administrationRoles = {
  /** The unit tree, read: every member of staff sees their own part of it (pickers, the accounts page). */
  readUnits: STAFF_ROLES,
  /** Creating, renaming, moving and closing units: district staff (a school admin keeps their school's sections only). */
  manageUnits: DISTRICT_STAFF_ROLES,
  /** Accounts within the actor's units: school admins their school's teachers, district staff the district's. */
  manageAccounts: STAFF_ROLES,
  /** Every tenant's settings (names, hostnames, language, logo, sign-in policy, learning settings): the operator's. */
  manageTenants: ['platform_admin'],
  /** One's own tenant's branding (names and login logo): district staff. */
  manageBranding: DISTRICT_STAFF_ROLES,
  /** The audit trail, read-only: district staff their tenant's, platform staff any tenant's. */
  readAudit: DISTRICT_STAFF_ROLES,
} as const satisfies Record<string, readonly RoleCode[]>;

/** An account as the finer rules see it. */
type AccountRef = { roles: readonly RoleCode[]; unit: GrantUnit };

/** Finer permissions about one resource; services check them with requireAccess (NOT_FOUND where a unit is hidden). */
export const administrationAccess = {
  /** A unit the actor's staff role reaches: their own unit or one below it (platform admins: every unit). */
  reachUnit: (actor, unit: Pick<GrantUnit, 'path'>) => unitInScope(actor.roles, { path: actor.orgPath }, unit),
  /**
   * Changing a unit (rename, move, close): district staff over a unit strictly below their own, so nobody changes or
   * closes the unit they act from (platform admins: any unit).
   */
  changeUnit: (actor, unit: Pick<GrantUnit, 'path'>) =>
    actor.roles.includes('platform_admin') ||
    (actor.roles.some((role) => DISTRICT_STAFF_ROLES.includes(role)) && unit.path.startsWith(actor.orgPath) && unit.path !== actor.orgPath),
  /** A school's sections: staff over the school (a school admin keeps their own school's list). */
  changeSections: (actor, unit: Pick<GrantUnit, 'path'>) => unitInScope(actor.roles, { path: actor.orgPath }, unit),
  /** Editing, disabling, resetting, unlocking or moving an account: in scope and holding nothing above the actor. */
  manageAccount: (actor, account: AccountRef) => canManageAccount(actor.roles, { path: actor.orgPath }, account),
  /** Reading another tenant's audit trail: platform staff only (everyone else reads their own tenant's). */
  readAuditAcrossTenants: (actor) => actor.roles.includes('platform_admin'),
} satisfies Record<string, Permission<never>>;

/** Where the caller's reach starts in the org tree, for SQL prefix filters (the export): undefined is the whole tenant. */
export function administrationReachOf(actor: Actor): string | undefined {
  return actor.roles.includes('platform_admin') ? undefined : actor.orgPath;
}
