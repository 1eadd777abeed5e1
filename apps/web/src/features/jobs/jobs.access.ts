import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what on the jobs page, as the server's jobs rules allow it (read through useAccess). */
export function jobsAccess(roles: readonly string[]) {
  return {
    /** District and platform staff: their tenant's queues and failed jobs, and retrying one. */
    canManageJobs: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}
