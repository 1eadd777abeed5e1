import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findCall, type CallWithOwner } from './calls.repository';

export type { CallRow, CallWithOwner } from './calls.repository';
export { ineligibleReasons, isOpen, type HostFacts } from './call-view';

/** A call with the unit running it, for the other parts of topic (applications read their call's rules). */
export function loadCall(db: Executor, tenantId: TenantId, callId: number): Promise<CallWithOwner | undefined> {
  return findCall(db, tenantId, callId);
}
