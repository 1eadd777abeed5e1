import type { RoleCode } from '@yanxiu/contract/roles';
import type { TrainingKindValue } from '@yanxiu/contract/training-enums';
import { hasRole, type Actor } from '@server/platform/auth/actor';

// Who may author training. District staff manage every programme of their tenant; school staff manage only the
// school-based training their own school organises. Teachers author nothing.

/** Roles that may open the staff side of training at all (each call narrows further). */
export const TRAINING_STAFF_ROLES: readonly RoleCode[] = ['school_admin', 'district_admin', 'platform_admin'];

/** Roles that manage the whole tenant's training: studios, open classes and programmes of every kind. */
export const TRAINING_DISTRICT_ROLES: readonly RoleCode[] = ['district_admin', 'platform_admin'];

/** Whether the caller manages the tenant's training as a whole. */
export function isDistrictTrainingStaff(actor: Actor): boolean {
  return hasRole(actor, ...TRAINING_DISTRICT_ROLES);
}

/** Whether the caller may manage (read as staff, edit, publish) this programme. */
export function mayManageProgramme(actor: Actor, programme: { kind: string; organiserUnitId: number }): boolean {
  if (isDistrictTrainingStaff(actor)) return true;
  return hasRole(actor, 'school_admin') && programme.kind === 'school' && programme.organiserUnitId === actor.orgUnitId;
}

/**
 * What a school admin's list is limited to: the school-based training of their school. Undefined for district
 * staff, who see the whole tenant.
 */
export function managedScopeOf(actor: Actor): { kind: TrainingKindValue; organiserUnitId: number } | undefined {
  if (isDistrictTrainingStaff(actor)) return undefined;
  return { kind: 'school', organiserUnitId: actor.orgUnitId };
}
