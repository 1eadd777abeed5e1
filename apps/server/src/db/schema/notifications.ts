import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * One thing to tell people, as the emitting domain wrote it in its transaction (an outbox): what it is (kind and
 * params, rendered in the reader's language on the client), where it links, and who it is for. The fan-out job
 * turns it into one row per recipient and stamps `fanned_out_at`, which guards against a second fan-out.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** A path of the web app ('/my/todoList?...'); never an outside address. */
    link: text('link').notNull(),
    /** The object the notification is about ('developmentApply:12'), for finding its notifications again. */
    objectRef: text('object_ref'),
    audience: jsonb('audience').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
    recipientCount: integer('recipient_count'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** A message as one recipient has it: read or not. Kind and time are copied so a user's list needs no join to filter. */
export const notifications = pgTable(
  'notifications',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.messageId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.messageId], foreignColumns: [notificationMessages.tenantId, notificationMessages.id] }),
    index('notifications_user_time_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.messageId.desc()),
    // The bell's count reads only this small index.
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A user's choice for a delivery channel beyond the in-app list (which is always on): whether it is on, and the
 * address it delivers to (an e-mail address, a WeChat openid). No row means off.
 */
export const notificationChannelSettings = pgTable(
  'notification_channel_settings',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    address: text('address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.channel] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/** A message delivered to a user through an outside channel, so a retried delivery job never sends it twice. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    tenantId: integer('tenant_id').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.messageId, t.userId, t.channel] })],
);
