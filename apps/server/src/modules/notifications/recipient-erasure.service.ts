import type { EventScope } from '@server/platform/events/domain-events';
import { deleteNotificationsOfRecipient } from './recipient-erasure.repository';

/** Erases a user's notifications and delivery addresses in the caller's transaction (privacy's erasure job). */
export async function erasePersonalDataOfRecipient(scope: EventScope, userId: number): Promise<number> {
  return deleteNotificationsOfRecipient(scope.tx, scope.tenantId, userId);
}
