import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { notificationChannelSettings, notificationDeliveries, notificationMessages, notifications } from '@server/db/schema/notifications';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { Notification } from './notification';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function insertMessage(tx: Executor, tenantId: TenantId, n: Notification): Promise<number> {
  const [row] = await tx
    .insert(notificationMessages)
    .values({ tenantId, kind: n.kind, params: n.params, link: n.link, objectRef: n.objectRef ?? null, audience: n.audience })
    .returning({ id: notificationMessages.id });
  return row!.id;
}

export type MessageRow = typeof notificationMessages.$inferSelect;

/** Locks a message not yet fanned out (skipping one another process holds); undefined when there is none to do. */
export async function claimMessage(tx: Executor, tenantId: TenantId, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(notificationMessages)
    .where(
      and(eq(notificationMessages.tenantId, tenantId), eq(notificationMessages.id, messageId), isNull(notificationMessages.fannedOutAt)),
    )
    .for('update', { skipLocked: true });
  return row;
}

// One statement per chunk keeps each under PostgreSQL's parameter limit and the memory of a round trip small.
const RECIPIENT_CHUNK = 5000;

/** Gives the message to its recipients in chunked inserts; a recipient who has it already keeps theirs. */
export async function insertRecipients(tx: Executor, message: MessageRow, userIds: readonly number[]): Promise<void> {
  for (let start = 0; start < userIds.length; start += RECIPIENT_CHUNK) {
    const chunk = userIds.slice(start, start + RECIPIENT_CHUNK);
    await tx.execute(sql`
      insert into notifications (tenant_id, user_id, message_id, kind, created_at)
      select ${message.tenantId}, id, ${message.id}, ${message.kind}, ${message.createdAt.toISOString()}::timestamptz
        from unnest(${sql.param(chunk)}::bigint[]) as id
      on conflict do nothing`);
  }
}

export async function markFannedOut(tx: Executor, message: MessageRow, recipients: number, at: Date): Promise<void> {
  await tx
    .update(notificationMessages)
    .set({ fannedOutAt: at, recipientCount: recipients })
    .where(and(eq(notificationMessages.tenantId, message.tenantId), eq(notificationMessages.id, message.id)));
}

export type ListFilter = { tenantId: TenantId; userId: number; kind?: string | undefined; unreadOnly: boolean; page: number; size: number };

function listWhere(filter: ListFilter) {
  return and(
    eq(notifications.tenantId, filter.tenantId),
    eq(notifications.userId, filter.userId),
    filter.kind === undefined ? undefined : eq(notifications.kind, filter.kind),
    filter.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
}

/** A page of the user's notifications, newest first, with the message they carry. */
export async function listForUser(db: Executor, filter: ListFilter) {
  const where = listWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notifications.messageId,
        kind: notifications.kind,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        params: notificationMessages.params,
        link: notificationMessages.link,
      })
      .from(notifications)
      .innerJoin(
        notificationMessages,
        and(eq(notificationMessages.tenantId, notifications.tenantId), eq(notificationMessages.id, notifications.messageId)),
      )
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.messageId))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many unread notifications the user has (the bell). */
export async function countUnread(db: Executor, tenantId: TenantId, userId: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from notifications where tenant_id = ${tenantId} and user_id = ${userId} and read_at is null`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Unread counts of several users at once (the live hub answering a fan-out). */
export async function countUnreadOf(db: Executor, tenantId: TenantId, userIds: readonly number[]): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select user_id, count(*)::int as n from notifications
     where tenant_id = ${tenantId} and user_id = any(${sql.param([...userIds])}::bigint[]) and read_at is null
     group by user_id`);
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  for (const row of rowsOf<{ user_id: number | string; n: number }>(result)) counts.set(Number(row.user_id), Number(row.n));
  return counts;
}

/** Marks the user's notifications read (the given ones, or all when ids is undefined); answers how many changed. */
export async function markRead(
  tx: Executor,
  tenantId: TenantId,
  userId: number,
  ids: readonly number[] | undefined,
  at: Date,
): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : sql`${notifications.messageId} = any(${sql.param([...ids])}::bigint[])`,
      ),
    )
    .returning({ id: notifications.messageId });
  return rows.length;
}

export type ChannelSetting = { channel: string; enabled: boolean; address: string };

export async function findChannelSettings(db: Executor, tenantId: TenantId, userId: number): Promise<ChannelSetting[]> {
  return db
    .select({
      channel: notificationChannelSettings.channel,
      enabled: notificationChannelSettings.enabled,
      address: notificationChannelSettings.address,
    })
    .from(notificationChannelSettings)
    .where(and(eq(notificationChannelSettings.tenantId, tenantId), eq(notificationChannelSettings.userId, userId)));
}

export async function saveChannelSettings(
  tx: Executor,
  tenantId: TenantId,
  userId: number,
  settings: readonly ChannelSetting[],
  at: Date,
): Promise<void> {
  for (const setting of settings) {
    await tx
      .insert(notificationChannelSettings)
      .values({ tenantId, userId, ...setting, updatedAt: at })
      .onConflictDoUpdate({
        target: [notificationChannelSettings.tenantId, notificationChannelSettings.userId, notificationChannelSettings.channel],
        set: { enabled: setting.enabled, address: setting.address, updatedAt: at },
      });
  }
}

/** The recipients of a message who turned a channel on, with their address, not yet delivered to through it. */
export async function findChannelRecipients(
  db: Executor,
  tenantId: TenantId,
  messageId: number,
  channel: string,
): Promise<Array<{ userId: number; address: string }>> {
  const rows = await db
    .select({ userId: notifications.userId, address: notificationChannelSettings.address })
    .from(notifications)
    .innerJoin(
      notificationChannelSettings,
      and(
        eq(notificationChannelSettings.tenantId, notifications.tenantId),
        eq(notificationChannelSettings.userId, notifications.userId),
        eq(notificationChannelSettings.channel, channel),
      ),
    )
    .leftJoin(
      notificationDeliveries,
      and(
        eq(notificationDeliveries.tenantId, notifications.tenantId),
        eq(notificationDeliveries.messageId, notifications.messageId),
        eq(notificationDeliveries.userId, notifications.userId),
        eq(notificationDeliveries.channel, channel),
      ),
    )
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.messageId, messageId),
        eq(notificationChannelSettings.enabled, true),
        isNull(notificationDeliveries.userId),
      ),
    );
  return rows;
}

/** Whether any recipient of the message turned on a channel other than in-app (most messages: none, no job). */
export async function channelsWanted(db: Executor, tenantId: TenantId, messageId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct s.channel from notification_channel_settings s
      join notifications n on n.tenant_id = s.tenant_id and n.user_id = s.user_id
     where s.tenant_id = ${tenantId} and n.message_id = ${messageId} and s.enabled`);
  return rowsOf<{ channel: string }>(result).map((row) => row.channel);
}

export async function recordDelivery(db: Executor, tenantId: TenantId, messageId: number, userId: number, channel: string): Promise<void> {
  await db.insert(notificationDeliveries).values({ tenantId, messageId, userId, channel }).onConflictDoNothing();
}

export async function findMessage(db: Executor, tenantId: TenantId, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationMessages)
    .where(and(eq(notificationMessages.tenantId, tenantId), eq(notificationMessages.id, messageId)));
  return row;
}

/** NOTIFY on a channel; inside a transaction PostgreSQL sends it only at commit, and never on rollback. */
export async function announce(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Which of the given users received a message. */
export async function recipientsAmong(db: Executor, tenantId: TenantId, messageId: number, userIds: readonly number[]): Promise<number[]> {
  const result = await db.execute(sql`
    select user_id from notifications
     where tenant_id = ${tenantId} and message_id = ${messageId} and user_id = any(${sql.param([...userIds])}::bigint[])`);
  return rowsOf<{ user_id: number | string }>(result).map((row) => Number(row.user_id));
}
