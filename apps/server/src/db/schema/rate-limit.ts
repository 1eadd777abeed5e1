import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The general API rate limits' counts, shared by every server process on the database (platform/rate-limit): one row
 * per limited key (`address:<ip>`, `anonymous:<ip>`, `session:<token hash>`) and fixed window. Infrastructure, not a
 * tenant's data: a client address or a session is counted across every tenant it calls, so there is no tenant_id.
 * UNLOGGED (hand-edited in the migration): counts that live a minute need no crash safety, and skipping the WAL
 * keeps each batched write cheap; a crash empties the table, which only forgives the current window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    /** Where the fixed window starts: a multiple of the window's length since the epoch, the same in every process. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Calls counted so far in the window, by every process together. */
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
