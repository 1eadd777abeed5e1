import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { TrainingKind, type TrainingKindValue } from '@yanxiu/contract/training-enums';

/** Roles that manage the whole tenant's training (orders, studios, open classes, every kind of programme). */
export const DISTRICT_ROLES: readonly string[] = ['district_admin', 'platform_admin'];

/** Whether a user with `roles` manages training at all (school, district or platform staff). */
export function isTrainingStaff(roles: readonly string[]): boolean {
  return STAFF_ROLES.some((role) => roles.includes(role));
}

/** Whether a user with `roles` manages the tenant's training, not only one school's. */
export function isDistrictStaff(roles: readonly string[]): boolean {
  return DISTRICT_ROLES.some((role) => roles.includes(role));
}

/** The kinds of programme a user may create: district staff every kind, school admins school-based training only. */
export function creatableKinds(roles: readonly string[]): TrainingKindValue[] {
  if (isDistrictStaff(roles)) return [...TrainingKind.values];
  return isTrainingStaff(roles) ? ['school'] : [];
}
