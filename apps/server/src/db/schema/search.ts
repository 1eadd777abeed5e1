import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A user's recent searches (site-wide search, issue 42): one row per keyword, its time moved forward when searched
 * again, the oldest beyond the last ten deleted in the same transaction. Kept on the server so they follow the user
 * from one device to another.
 */
export const searchRecent = pgTable(
  'search_recent',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** As searched, trimmed. */
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.keyword] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('search_recent_user_idx').on(t.tenantId, t.userId, t.searchedAt.desc()),
  ],
);
