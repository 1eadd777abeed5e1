import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';

/** Who may call each group of privacy routes (route config.roles; the session hook checks them). */
export const privacyRoles = {
  /** District staff, who see the privacy requests of their tenant. */
  managers: DISTRICT_STAFF_ROLES,
} as const;
