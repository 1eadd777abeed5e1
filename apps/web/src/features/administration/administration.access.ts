import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/**
 * Who may do what in administration, as the server's administration.access.ts allows it (read through useAccess).
 * Units and accounts (E); imports (F), tenants and the audit trail (G) add their entries here.
 */
export function administrationAccess(roles: readonly string[]) {
  return {
    /** Any staff: the accounts of their units, and the unit tree as far as it reaches. */
    canManageAccounts: holdsAny(roles, STAFF_ROLES),
    /** District or platform staff: create, rename, move and close units. */
    canManageUnits: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** Any staff: the units page (school admins see their school and keep its sections). */
    canSeeUnits: holdsAny(roles, STAFF_ROLES),
    /** Platform staff: every district's settings (/manage/tenants), and any district's audit trail. */
    canManageTenants: roles.includes('platform_admin'),
    /** District or platform staff: their own district's names and login logo (/manage/tenant). */
    canManageBranding: holdsAny(roles, DISTRICT_STAFF_ROLES),
    /** District or platform staff: the audit trail, read-only (/manage/audit). */
    canReadAudit: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}

export type AdministrationAccess = ReturnType<typeof administrationAccess>;
