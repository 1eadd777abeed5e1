import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';

/** Who may call each group of help routes (route config.roles; the session hook checks them). */
export const helpRoles = {
  /** Help is written by district and platform staff for the whole tenant; everyone signed in reads it. */
  authors: DISTRICT_STAFF_ROLES,
} as const;
