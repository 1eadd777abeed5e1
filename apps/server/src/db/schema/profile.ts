import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A teacher's profile record (成长档案) of any kind: one table for every kind of the contract's PROFILE_KINDS. The
 * fields every kind has are columns (the lists filter and sort on them); a kind's own fields are `fields`, checked by
 * the kind's schema on the way in. `version` grows with every change and guards saves and staff decisions.
 */
export const profileRecords = pgTable(
  'profile_records',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The teacher the record is about (always its author). */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** A key of PROFILE_KINDS: honor, public-thesis, ... */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The day it happened (awarded, published, given). */
    occurredOn: date('occurred_on').notNull(),
    /** 1 school ... 5 national; null where the kind needs none. */
    level: smallint('level'),
    /** The kind's own fields. */
    fields: jsonb('fields')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    evidenceFileIds: uuid('evidence_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** unverified, verified or rejected. */
    state: text('state').notNull().default('unverified'),
    /** The reason of the last rejection or reopening. */
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'profile_records_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    check('profile_records_state_check', sql`${t.state} in ('unverified', 'verified', 'rejected')`),
    // A teacher's list of one kind, newest first; also what counts verified records of a kind.
    index('profile_records_user_kind_idx').on(t.tenantId, t.userId, t.kind, t.occurredOn.desc(), t.id.desc()),
    // The staff queue walks one state in id order (oldest first for unverified work, newest first otherwise) and
    // stops after a page; the kind filter has its own so it need not skip other kinds.
    index('profile_records_queue_idx').on(t.tenantId, t.state, t.id),
    index('profile_records_queue_kind_idx').on(t.tenantId, t.state, t.kind, t.id),
    // "Which records name this file", asked before a file is deleted or swept.
    index('profile_records_evidence_idx').using('gin', t.evidenceFileIds),
  ],
);

/**
 * A teacher's application for the backbone-teacher recognition (骨干教师认定). Its review (status, steps, rounds,
 * decisions) lives in the review engine's tables; this row holds what was last submitted and when the role was
 * granted.
 */
export const backboneApplications = pgTable(
  'backbone_applications',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    statement: text('statement').notNull(),
    /** Ids of the verified profile records offered as evidence, as last submitted. */
    recordIds: bigint('record_ids', { mode: 'number' }).array().notNull(),
    /** Set in the transaction that creates the row, once the review is opened. */
    reviewInstanceId: bigint('review_instance_id', { mode: 'number' }),
    /** When the last step approved and the teacher was given the backbone role. */
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'backbone_applications_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('backbone_applications_user_idx').on(t.tenantId, t.userId),
    index('backbone_applications_review_idx').on(t.tenantId, t.reviewInstanceId),
  ],
);

/**
 * A growth-file PDF as it was issued: the code its QR carries and the records it printed (id, version, what was
 * shown), so the public verification page can say whether each still stands. One row per distinct content of a
 * teacher's file: downloading an unchanged file again answers the same code.
 */
export const growthFiles = pgTable(
  'growth_files',
  {
    tenantId: integer('tenant_id').notNull(),
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Who downloaded it first (the teacher, or staff over them). */
    generatedBy: bigint('generated_by', { mode: 'number' }).notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the printed content, so an unchanged file keeps its code. */
    digest: text('digest').notNull(),
    /** The records printed: id, version, kind, title, date, level and state. */
    records: jsonb('records').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.code] }),
    foreignKey({ name: 'growth_files_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('growth_files_content_key').on(t.tenantId, t.userId, t.digest),
  ],
);
