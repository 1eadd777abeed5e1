import { ROLE_CODES, IDLE_LOGOUT_ROLE, type RoleCode } from '@yanxiu/contract/roles';

/** Who may call the to-do routes (route config.roles; the session hook checks them). */
export const todoRoles = {
  /**
   * Everyone who does something on the platform has a to-do list (each source answers only for what is theirs);
   * the idle-logout marker grants nothing, so a user holding only that has none.
   */
  reader: ROLE_CODES.filter((role) => role !== IDLE_LOGOUT_ROLE) as readonly RoleCode[],
} as const;
