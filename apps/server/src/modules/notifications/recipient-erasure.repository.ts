import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { notificationChannelSettings, notificationDeliveries, notifications } from '@server/db/schema/notifications';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/**
 * Removes what the notifications module holds about one recipient: their notifications, their channels' addresses
 * (e-mail, WeChat openid) and the record of deliveries to them. The outbox messages stay: they name an audience, not
 * this person, and other recipients still have them.
 */
export async function deleteNotificationsOfRecipient(db: Executor, tenantId: TenantId, userId: number): Promise<number> {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)))
    .returning({ messageId: notifications.messageId });
  await db
    .delete(notificationDeliveries)
    .where(and(eq(notificationDeliveries.tenantId, tenantId), eq(notificationDeliveries.userId, userId)));
  await db
    .delete(notificationChannelSettings)
    .where(and(eq(notificationChannelSettings.tenantId, tenantId), eq(notificationChannelSettings.userId, userId)));
  return removed.length;
}
