import type { EventScope } from '@server/platform/events/domain-events';
import { deleteSignInsEndedBefore, deleteSignInsOfUser } from './sign-in-erasure.repository';

/**
 * Erases a user's sign-in history and ends their sessions, in the caller's transaction (privacy's erasure job); their
 * WeChat and portal links go too, so no outside account signs into the anonymised one.
 */
export async function erasePersonalDataOfSignIns(scope: EventScope, userId: number): Promise<number> {
  return deleteSignInsOfUser(scope.tx, scope.tenantId, userId);
}

/** Applies a tenant's sign-in history retention: sessions that ended before `cutoff` are removed. Answers how many. */
export async function eraseSignInHistoryBefore(scope: EventScope, cutoff: Date): Promise<number> {
  return deleteSignInsEndedBefore(scope.tx, scope.tenantId, cutoff);
}
