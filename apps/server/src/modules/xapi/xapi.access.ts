import type { RoleCode } from '@yanxiu/contract/roles';

/** Who may call each group of xapi routes (route config.roles; the session hook checks them). */
export const xapiRoles = {
  /**
   * The tenant's LRS settings, their connection test and sending now: its district admins', as the other settings of
   * what the district's teachers' learning is credited with (learning's requirementSetters). Each acts on their own
   * tenant only.
   */
  settingsManagers: ['district_admin'],
} as const satisfies Record<string, readonly RoleCode[]>;
