import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * A tenant's Learning Record Store (issue 43): where its teachers' xAPI statements go, as the district admin set it,
 * and how delivery is going. One per tenant.
 */
export const xapiSettings = pgTable(
  'xapi_settings',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Off: no statement is recorded, and what is pending waits. */
    enabled: boolean('enabled').notNull().default(false),
    /** The LRS's xAPI endpoint, without `/statements`. */
    endpoint: text('endpoint').notNull(),
    /** The basic-auth key (user name) the LRS issued. */
    key: text('key').notNull(),
    /** The basic-auth secret sealed with AES-256-GCM under SETTINGS_ENCRYPTION_KEY, as the portal's client secret. */
    secretSealed: text('secret_sealed').notNull(),
    /** Raised by every save, so two admins editing at once cannot overwrite each other unseen. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the LRS last accepted a batch. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** The last delivery failure (contract XAPI_DELIVERY_PROBLEMS), cleared by the next accepted batch. */
    lastErrorProblem: text('last_error_problem'),
    lastErrorStatus: integer('last_error_status'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

/**
 * The outbox of xAPI statements: each written in the transaction of the fact it states, sent by the `xapi.send`
 * job. The id is the statement's own, derived from the fact, so the same fact is one row and one statement at the
 * LRS however often it is sent.
 */
export const xapiStatements = pgTable(
  'xapi_statements',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull(),
    /** The statement as sent (xAPI 1.0.3 JSON). */
    statement: jsonb('statement').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the LRS accepted it; null while pending. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Deliveries tried. */
    attempts: integer('attempts').notNull().default(0),
    /** A sending job holds the row until then (a job that died leaves it to the next after that). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('xapi_statements_pending_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
