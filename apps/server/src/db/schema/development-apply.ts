import { bigint, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A teacher's application for the next phase of a post type's path (发展申报). Its review (status, steps, rounds,
 * decisions) lives in the shared review engine's tables; this row holds what the teacher applied for and what
 * they last submitted, and when the process was finished.
 */
export const developmentApplications = pgTable(
  'development_applications',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    sectionCode: text('section_code').notNull(),
    postTypeCode: text('post_type_code').notNull(),
    /** The phase applied for. */
    phaseCode: text('phase_code').notNull(),
    /** The teacher's phase when they applied. */
    fromPhaseCode: text('from_phase_code').notNull(),
    statement: text('statement').notNull(),
    /** Condition code -> ids of stored evidence files, as last submitted. */
    evidence: jsonb('evidence').notNull(),
    /** Set in the transaction that creates the row, once the review is opened. */
    reviewInstanceId: bigint('review_instance_id', { mode: 'number' }),
    /** When the district finished the process and the teacher moved to the phase. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'development_applications_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('development_applications_user_idx').on(t.tenantId, t.userId),
    index('development_applications_review_idx').on(t.tenantId, t.reviewInstanceId),
  ],
);
