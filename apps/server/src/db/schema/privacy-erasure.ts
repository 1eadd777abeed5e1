import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenants } from './tenants';

/**
 * A teacher's request that their personal data be erased, and the district's decision on it. The row outlives the
 * erasure: it is the record that the erasure was asked for, decided and done, and names only the user id (whose name
 * has become the pseudonym by then).
 */
export const privacyErasureRequests = pgTable(
  'privacy_erasure_requests',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Why the teacher asks (optional words of theirs). */
    reason: text('reason').notNull().default(''),
    /** pending → approved → erased, or pending → refused (contract privacy-erasure.ts). */
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedByUserId: bigint('decided_by_user_id', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The district's reason for its decision, which the teacher reads. */
    decisionReason: text('decision_reason'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // One open request per teacher: two sent at once leave one row and a 409 for the other.
    uniqueIndex('privacy_erasure_requests_open_key')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('privacy_erasure_requests_queue_idx').on(t.tenantId, t.status, t.requestedAt),
  ],
);

/** A tenant's consent and retention settings (district staff); no row means the defaults of the contract. */
export const privacySettings = pgTable('privacy_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  /** The privacy notice's version teachers must have accepted; 0 asks nothing. */
  noticeVersion: integer('notice_version').notNull().default(0),
  /** The notice's words as the district writes them, shown when a teacher is asked to accept. */
  noticeText: text('notice_text').notNull().default(''),
  /** Days a sign-in (a session's time, address and browser) is kept after it ended. */
  signInHistoryDays: integer('sign_in_history_days').notNull().default(180),
  /** Days a personal-data export archive stays downloadable. */
  exportArchiveDays: integer('export_archive_days').notNull().default(7),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's acceptance of one version of their tenant's privacy notice, with its time. */
export const privacyNoticeAcceptances = pgTable(
  'privacy_notice_acceptances',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    noticeVersion: integer('notice_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.noticeVersion] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);
