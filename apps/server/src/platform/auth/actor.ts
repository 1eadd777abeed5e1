import { STAFF_ROLES, type RoleCode } from '@yanxiu/contract/roles';

/** The signed-in caller of a request. */
export type Actor = {
  userId: number;
  tokenId: string;
  roles: RoleCode[];
  orgUnitId: number;
  /** Ancestry path of the caller's org unit, e.g. `/1/4/`. */
  orgPath: string;
  orgLevel: number;
  /** When the session lapses if unused. */
  sessionExpiresAt: Date;
};

/** Whether the caller holds one of the roles. */
export function hasRole(actor: Actor, ...roles: RoleCode[]): boolean {
  return actor.roles.some((role) => roles.includes(role));
}

/**
 * Whether the caller is staff over an org unit: a staff role held at that unit or at one above it
 * (a school admin over their school, a district admin over every school of the district).
 */
export function isStaffOver(actor: Actor, targetOrgPath: string): boolean {
  if (!actor.roles.some((role) => STAFF_ROLES.includes(role))) return false;
  if (actor.roles.includes('platform_admin')) return true;
  return targetOrgPath.startsWith(actor.orgPath);
}
