import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** A help article or FAQ entry of a tenant. */
export const helpEntries = pgTable(
  'help_entries',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }).notNull(),
    /** Kept with the votes in one transaction: a vote row inserted adds one. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.authorUserId], foreignColumns: [users.tenantId, users.id] }),
    index('help_entries_category_idx').on(t.tenantId, t.category),
  ],
);

/** "Was this helpful": one row per user and entry. */
export const helpVotes = pgTable(
  'help_votes',
  {
    tenantId: integer('tenant_id').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.entryId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.entryId], foreignColumns: [helpEntries.tenantId, helpEntries.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
