import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { selectAudienceMember, selectAudienceUserIds } from './audience.repository';
import type { Audience } from './notification';

// The reads other domains make of audiences (a notice counts and reminds its audience with the same rule the
// fan-out applies). They take the caller's executor, so they see the caller's transaction.

/** The ids of the active users an audience names now, ascending. */
export function resolveAudience(db: Executor, tenantId: TenantId, audience: Audience): Promise<number[]> {
  return selectAudienceUserIds(db, tenantId, audience);
}

/** Whether a user is (now) in an audience, without resolving the whole audience. */
export function audienceIncludes(db: Executor, tenantId: TenantId, audience: Audience, userId: number | string): Promise<boolean> {
  return selectAudienceMember(db, tenantId, audience, userId);
}
