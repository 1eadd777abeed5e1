import { ROLE_CODES, type RoleCode } from '@yanxiu/contract/roles';
import { roleLadder } from './role-ladder.access';

/**
 * Which roles a member of staff may give or take away, and where. Pure, so the account calls and F's bulk import
 * apply one rule. The ladder: platform admin over district admin over school admin over everyone else; nobody
 * grants a role above their own, and staff act only inside their own unit and the units below it.
 */

/** An org unit as the rule needs it: its ancestry path (`/1/4/`), its level (1 school ... 5 national), closed or not. */
export type GrantUnit = { path: string; level: number; closed?: boolean };

/** Why a grant is refused (the import lists it per row; the calls answer 403 or 422). */
export type GrantRefusal =
  /** The actor holds no staff role. */
  | 'not_staff'
  /** The role ranks above every role the actor holds, or is one only higher staff decide (expert, backbone). */
  | 'above_actor'
  /** The target unit is outside the actor's unit and the units below it. */
  | 'out_of_scope'
  /** The role does not belong at a unit of that level (a school admin of a district office, a teacher of no school). */
  | 'wrong_level'
  /** The unit is closed: it takes no new people or roles. */
  | 'unit_closed';

const SCHOOL_LEVEL = 1;
const TOP_RANK = Math.max(...Object.values(roleLadder.rank));

const rankOf = (role: RoleCode): number => roleLadder.rank[role] ?? 1;

/** Where each role may be held: teachers, backbone teachers and school admins at a school, district admins above one. */
function fitsLevel(role: RoleCode, level: number): boolean {
  if (roleLadder.schoolRoles.includes(role)) return level === SCHOOL_LEVEL;
  if (roleLadder.aboveSchoolRoles.includes(role)) return level > SCHOOL_LEVEL;
  return true;
}

function highestRank(roles: readonly RoleCode[]): number {
  return roles.reduce((max, role) => Math.max(max, roleLadder.rank[role] ?? 0), 0);
}

/** Whether the unit is the actor's own or below it (a platform admin reaches every unit of the tenant). */
export function unitInScope(
  actorRoles: readonly RoleCode[],
  actorUnit: Pick<GrantUnit, 'path'>,
  targetUnit: Pick<GrantUnit, 'path'>,
): boolean {
  if (highestRank(actorRoles) === TOP_RANK) return true;
  return highestRank(actorRoles) > 0 && targetUnit.path.startsWith(actorUnit.path);
}

/** Why the actor may not give (or take away) `role` at `targetUnit`, or null when they may. */
export function grantRefusal(
  actorRoles: readonly RoleCode[],
  actorUnit: Pick<GrantUnit, 'path'>,
  role: RoleCode,
  targetUnit: GrantUnit,
): GrantRefusal | null {
  const actorRank = highestRank(actorRoles);
  if (actorRank === 0) return 'not_staff';
  if (rankOf(role) > actorRank) return 'above_actor';
  if (actorRank === roleLadder.schoolAdminRank && !roleLadder.schoolAdminGrants.includes(role)) return 'above_actor';
  if (!unitInScope(actorRoles, actorUnit, targetUnit)) return 'out_of_scope';
  if (!fitsLevel(role, targetUnit.level)) return 'wrong_level';
  if (targetUnit.closed) return 'unit_closed';
  return null;
}

/** Whether the actor may give (or take away) `role` at `targetUnit`. */
export function canGrant(
  actorRoles: readonly RoleCode[],
  actorUnit: Pick<GrantUnit, 'path'>,
  role: RoleCode,
  targetUnit: GrantUnit,
): boolean {
  return grantRefusal(actorRoles, actorUnit, role, targetUnit) === null;
}

/** The first refusal among several roles, or null when every one may be granted. */
export function rolesRefusal(
  actorRoles: readonly RoleCode[],
  actorUnit: Pick<GrantUnit, 'path'>,
  roles: readonly RoleCode[],
  targetUnit: GrantUnit,
): GrantRefusal | null {
  for (const role of roles) {
    const refusal = grantRefusal(actorRoles, actorUnit, role, targetUnit);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Whether the actor may manage an existing account at all: it sits in their scope and holds nothing they could not
 * grant themselves (a school admin cannot disable, reset or edit a district admin who happens to sit at their school).
 * The unit's being closed does not stop managing the people still in it.
 */
export function canManageAccount(
  actorRoles: readonly RoleCode[],
  actorUnit: Pick<GrantUnit, 'path'>,
  account: { roles: readonly RoleCode[]; unit: GrantUnit },
): boolean {
  const open = { ...account.unit, closed: false };
  if (!unitInScope(actorRoles, actorUnit, open)) return false;
  return account.roles.every((role) => {
    const refusal = grantRefusal(actorRoles, actorUnit, role, open);
    // A role the person holds at a unit where it no longer fits (seed data, a moved unit) does not lock staff out.
    return refusal === null || refusal === 'wrong_level';
  });
}

/** The roles the actor may grant at a unit of `level` (the role pickers offer these). */
export function grantableRoles(actorRoles: readonly RoleCode[], actorUnit: Pick<GrantUnit, 'path'>, targetUnit: GrantUnit): RoleCode[] {
  return ROLE_CODES.filter((role) => canGrant(actorRoles, actorUnit, role, targetUnit));
}
