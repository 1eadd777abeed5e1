import type { RoleCode } from '@yanxiu/contract/roles';

/**
 * Who may call the portal routes (route config.roles; the session hook checks them). Sign-in, its callback and the
 * portal's back-channel logout are public; logout needs the session it ends.
 */
export const portalRoles = {
  /** Every tenant's identity portal settings: the operator's, as the rest of a tenant's settings. */
  manageIdentityProvider: ['platform_admin'],
} as const satisfies Record<string, readonly RoleCode[]>;
