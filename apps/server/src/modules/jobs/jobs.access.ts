import { DISTRICT_STAFF_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Actor } from '@server/platform/auth/actor';

/** Who may call the staff jobs page's routes (route config.roles; the session hook checks them). */
export const jobsRoles = {
  /** District and platform staff: the queues, failures and retries of their tenant. */
  manage: DISTRICT_STAFF_ROLES,
} as const satisfies Record<string, readonly RoleCode[]>;

/**
 * Whose jobs a caller sees: their tenant's (jobs name it as `tenantId` in their data). Platform staff also see the
 * jobs of no tenant (the recurring sweeps, which run over every tenant), since they run the platform.
 */
export function seesTenantlessJobs(actor: Actor): boolean {
  return actor.roles.includes('platform_admin');
}
