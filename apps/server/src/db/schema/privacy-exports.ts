import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A teacher's request for a copy of everything held about them, and the archive the job made for it. The row stays
 * after the archive is swept (status expired) as the record of who asked and when, which staff see.
 */
export const privacyExportRequests = pgTable(
  'privacy_export_requests',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** queued → preparing → ready → expired, or → failed (contract privacy-exports.ts). */
    status: text('status').notNull().default('queued'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Until when the ready archive may be downloaded; the sweep removes it after. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The archive in the blob store while it is ready. */
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // One export on its way per teacher: two asked at once leave one row and a 409 for the other.
    uniqueIndex('privacy_export_requests_open_key')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} in ('queued', 'preparing')`),
    index('privacy_export_requests_user_idx').on(t.tenantId, t.userId, t.requestedAt),
    index('privacy_export_requests_list_idx').on(t.tenantId, t.requestedAt),
    // The sweep looks for ready archives past their time across tenants.
    index('privacy_export_requests_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
  ],
);
