import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './identity';
import { orgUnits } from './org';

/**
 * A notice (通知公告) published by staff of an org unit to a scope. Empty scope lists do not narrow; a school
 * admin's notice always names their school in `scope_unit_ids`, so an empty list means the whole tenant.
 */
export const notices = pgTable(
  'notices',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    publisherUnitId: bigint('publisher_unit_id', { mode: 'number' }).notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** Sanitised on the way in; served as stored. */
    bodyHtml: text('body_html').notNull(),
    /** The text without markup, for search and the list's summary. */
    bodyText: text('body_text').notNull(),
    /** Org units (schools) it goes to, including the units below them; empty: the whole tenant. */
    scopeUnitIds: bigint('scope_unit_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    scopeSections: text('scope_sections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    scopeRoles: text('scope_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinned: boolean('pinned').notNull().default(false),
    requiresAck: boolean('requires_ack').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when withdrawn: readers no longer see it, the counts stay for the staff list. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** When readers were told it is out: set by the job (or the save) that notified them, so it happens once. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.publisherUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.authorUserId], foreignColumns: [users.tenantId, users.id] }),
    index('notices_publish_idx').on(t.tenantId, t.publishAt),
  ],
);

/** A file attached to a notice, in the order shown. */
export const noticeAttachments = pgTable(
  'notice_attachments',
  {
    tenantId: integer('tenant_id').notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    fileId: uuid('file_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.noticeId, t.fileId] }),
    foreignKey({ columns: [t.tenantId, t.noticeId], foreignColumns: [notices.tenantId, notices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
    index('notice_attachments_file_idx').on(t.tenantId, t.fileId),
  ],
);

/**
 * A reader's state of one notice: one row per reader (the primary key), so reading and acknowledging are counted
 * once however often or concurrently they happen.
 */
export const noticeReads = pgTable(
  'notice_reads',
  {
    tenantId: integer('tenant_id').notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.noticeId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.noticeId], foreignColumns: [notices.tenantId, notices.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('notice_reads_user_idx').on(t.tenantId, t.userId),
  ],
);
