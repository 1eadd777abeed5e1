import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { notificationChannelSettings, notificationMessages, notifications } from '@server/db/schema/notifications';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's notifications with what each said (kind, values, link), newest first, and their channel choices. */
export async function selectNotificationsOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const received = await db
    .select({
      kind: notifications.kind,
      params: notificationMessages.params,
      link: notificationMessages.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .innerJoin(
      notificationMessages,
      and(eq(notificationMessages.tenantId, notifications.tenantId), eq(notificationMessages.id, notifications.messageId)),
    )
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)))
    .orderBy(desc(notifications.createdAt));
  const channels = await db
    .select()
    .from(notificationChannelSettings)
    .where(and(eq(notificationChannelSettings.tenantId, tenantId), eq(notificationChannelSettings.userId, userId)));
  return { received, channels };
}
