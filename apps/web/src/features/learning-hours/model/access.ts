import { STAFF_ROLES } from '@yanxiu/contract/roles';

/** Roles that see every school of the tenant, not only one. */
export const DISTRICT_ROLES: readonly string[] = ['district_admin', 'platform_admin'];

/** Roles that set the tenant's yearly requirement and completion share (the server allows district admins only). */
export const REQUIREMENT_ROLES: readonly string[] = ['district_admin'];

/** Whether a user with `roles` manages teachers' hours (school, district or platform staff). */
export function isHoursStaff(roles: readonly string[]): boolean {
  return STAFF_ROLES.some((role) => roles.includes(role));
}

/** Whether a user with `roles` may set the tenant's requirement. */
export function isRequirementEditor(roles: readonly string[]): boolean {
  return REQUIREMENT_ROLES.some((role) => roles.includes(role));
}

/** Whether a user with `roles` manages the tenant's hours, not only one school's. */
export function isDistrictStaff(roles: readonly string[]): boolean {
  return DISTRICT_ROLES.some((role) => roles.includes(role));
}
