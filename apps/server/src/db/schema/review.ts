import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One phased review of an application (development, topic, selection), shared by every domain. */
export const reviewInstances = pgTable(
  'review_instances',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The domain's workflow code, e.g. `development`. */
    workflow: text('workflow').notNull(),
    /** What is being reviewed, in the domain's terms. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    applicantUserId: bigint('applicant_user_id', { mode: 'number' }).notNull(),
    /** The applicant's org path when they applied: reviewers see instances under their own org. */
    applicantOrgPath: text('applicant_org_path').notNull(),
    /** Apply-status value (2, 4, 5, 6, 7, 8). */
    status: text('status').notNull(),
    stepIndex: integer('step_index').notNull().default(0),
    round: integer('round').notNull().default(1),
    /** The steps that apply, fixed at creation so a later change of configuration does not move a running review. */
    steps: jsonb('steps').notNull(),
    /** The application as it stands now; each decision keeps the snapshot it judged. */
    snapshot: jsonb('snapshot').notNull(),
    /** Bumped by every transition: a transition names the version it expects, so racing deciders get one winner. */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the domain wants the decision by (a selection project's or topic call's window end); null for none. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('review_instances_queue_idx').on(t.tenantId, t.workflow, t.status),
    index('review_instances_subject_idx').on(t.tenantId, t.subjectType, t.subjectId),
  ],
);

/** Every decision and applicant action on a review, never rewritten. */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    instanceId: bigint('instance_id', { mode: 'number' }).notNull(),
    round: integer('round').notNull(),
    stepIndex: integer('step_index').notNull(),
    /** The step's code, or `applicant` for submissions and withdrawals. */
    stepCode: text('step_code').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).notNull(),
    /** submit, approve, reject, return, resubmit or withdraw. */
    event: text('event').notNull(),
    comment: text('comment'),
    /** The application exactly as it was judged. */
    snapshot: jsonb('snapshot').notNull(),
    statusAfter: text('status_after').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('review_decisions_instance_idx').on(t.tenantId, t.instanceId)],
);

/** A tenant's choice of which steps of a workflow apply (optional steps are off until switched on). */
export const reviewStepSettings = pgTable(
  'review_step_settings',
  {
    tenantId: integer('tenant_id').notNull(),
    workflow: text('workflow').notNull(),
    stepCode: text('step_code').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.workflow, t.stepCode] })],
);
