import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './identity';
import { orgUnits } from './org';

/**
 * A call for research topics (课题指南) by district staff: levels, suggested topics, who may host, the application
 * window, the member cap, the required documents, the expert panel's size and pass score, and the research period
 * approved topics get. draft -> published -> closed; `version` guards every write.
 */
export const topicCalls = pgTable(
  'topic_calls',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ownerOrgId: bigint('owner_org_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    description: text('description').notNull().default(''),
    /** Level codes (key, general, youth). */
    levels: jsonb('levels').notNull(),
    /** `[{ key, title, level, description }]` as the contract's TopicSuggestion. */
    suggestions: jsonb('suggestions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Sections, subjects and roles, as the contract's TopicEligibility. */
    eligibility: jsonb('eligibility').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    memberCap: integer('member_cap').notNull(),
    /** Names of the documents an application attaches. */
    requiredDocuments: jsonb('required_documents')
      .notNull()
      .default(sql`'[]'::jsonb`),
    expertCount: integer('expert_count').notNull(),
    passScore: numeric('pass_score', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    periodStartsOn: date('period_starts_on', { mode: 'string' }).notNull(),
    periodEndsOn: date('period_ends_on', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('draft'),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'topic_calls_owner_fk', columns: [t.tenantId, t.ownerOrgId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    index('topic_calls_state_idx').on(t.tenantId, t.state, t.endsAt),
    check('topic_calls_state_check', sql`${t.state} in ('draft', 'published', 'closed')`),
    check('topic_calls_window_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('topic_calls_period_check', sql`${t.periodStartsOn} < ${t.periodEndsOn}`),
  ],
);

/**
 * A topic, from its application on (applyId): one per host and call. Its application review (status, steps,
 * rounds, decisions) lives in the review engine's tables, opened with the draft. `phase` moves application ->
 * approved (立项: number and period set in the experts' approving transaction) -> concluded. `version` guards the
 * host's saves. The share fields belong to the public share page (the host's choice).
 */
export const topicApplications = pgTable(
  'topic_applications',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    callId: bigint('call_id', { mode: 'number' }).notNull(),
    hostUserId: bigint('host_user_id', { mode: 'number' }).notNull(),
    /** The host's org unit when they applied: school reviewers and staff go by it. */
    orgUnitId: bigint('org_unit_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    level: text('level').notNull(),
    suggestionKey: text('suggestion_key'),
    /** The research plan as the contract's ResearchPlan. */
    plan: jsonb('plan').notNull(),
    reviewInstanceId: bigint('review_instance_id', { mode: 'number' }),
    phase: text('phase').notNull().default('application'),
    /** Unique per tenant once approved: `<year>-<sequence>`, e.g. 2026-003. */
    topicNo: text('topic_no'),
    periodStartsOn: date('period_starts_on', { mode: 'string' }),
    periodEndsOn: date('period_ends_on', { mode: 'string' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    concludedAt: timestamp('concluded_at', { withTimezone: true }),
    /** The conclusion's appraisal (excellent, pass) once concluded. */
    appraisal: text('appraisal'),
    /** The stage the host was last reminded of, so the reminder job tells them once per stage. */
    remindedStage: text('reminded_stage'),
    /** Set while the host shares the topic on the public share page. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** What the share page shows as the abstract (the host's words). */
    shareAbstract: text('share_abstract').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'topic_applications_call_fk',
      columns: [t.tenantId, t.callId],
      foreignColumns: [topicCalls.tenantId, topicCalls.id],
    }),
    foreignKey({ name: 'topic_applications_host_fk', columns: [t.tenantId, t.hostUserId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ name: 'topic_applications_org_fk', columns: [t.tenantId, t.orgUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    uniqueIndex('topic_applications_host_key').on(t.tenantId, t.callId, t.hostUserId),
    uniqueIndex('topic_applications_number_key').on(t.tenantId, t.topicNo),
    index('topic_applications_host_idx').on(t.tenantId, t.hostUserId),
    index('topic_applications_review_idx').on(t.tenantId, t.reviewInstanceId),
    index('topic_applications_phase_idx').on(t.tenantId, t.phase),
    check('topic_applications_phase_check', sql`${t.phase} in ('application', 'approved', 'concluded')`),
    check('topic_applications_approved_check', sql`(${t.phase} = 'application') = (${t.topicNo} is null)`),
    check('topic_applications_appraisal_check', sql`${t.appraisal} is null or ${t.appraisal} in ('excellent', 'pass')`),
  ],
);

/** A member listed on a topic (the host is not one): invited until they confirm or decline; only confirmed are active. */
export const topicMembers = pgTable(
  'topic_members',
  {
    tenantId: integer('tenant_id').notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('invited'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId, t.userId] }),
    foreignKey({
      name: 'topic_members_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [topicApplications.tenantId, topicApplications.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'topic_members_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('topic_members_user_idx').on(t.tenantId, t.userId, t.status),
    check('topic_members_status_check', sql`${t.status} in ('invited', 'confirmed', 'declined')`),
  ],
);

/**
 * A stage filing of an approved topic: opening, mid-term, change or conclusion, each its own review on the engine.
 * At most one filing of each ordered kind is under review or passed (a rejected one may be filed anew).
 */
export const topicStages = pgTable(
  'topic_stages',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    report: text('report').notNull().default(''),
    results: text('results').notNull().default(''),
    /** A change request's content as the contract's TopicChange. */
    change: jsonb('change'),
    reviewInstanceId: bigint('review_instance_id', { mode: 'number' }).notNull(),
    /** Mirrors where its review ended: open (under review or returned), passed or rejected. */
    outcome: text('outcome').notNull().default('open'),
    /** The panel's appraisal of a conclusion (excellent, pass, fail). */
    appraisal: text('appraisal'),
    filedBy: bigint('filed_by', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'topic_stages_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [topicApplications.tenantId, topicApplications.id],
    }),
    uniqueIndex('topic_stages_review_key').on(t.tenantId, t.reviewInstanceId),
    uniqueIndex('topic_stages_live_key')
      .on(t.tenantId, t.applicationId, t.kind)
      .where(sql`${t.outcome} <> 'rejected' and ${t.kind} <> 'change'`),
    index('topic_stages_application_idx').on(t.tenantId, t.applicationId, t.kind),
    check('topic_stages_kind_check', sql`${t.kind} in ('opening', 'midterm', 'change', 'conclusion')`),
    check('topic_stages_outcome_check', sql`${t.outcome} in ('open', 'passed', 'rejected')`),
    check('topic_stages_appraisal_check', sql`${t.appraisal} is null or ${t.appraisal} in ('excellent', 'pass', 'fail')`),
  ],
);

/** A process record (过程记录) a host or confirmed member keeps on an approved topic. */
export const topicRecords = pgTable(
  'topic_records',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'topic_records_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [topicApplications.tenantId, topicApplications.id],
    }),
    foreignKey({ name: 'topic_records_author_fk', columns: [t.tenantId, t.authorUserId], foreignColumns: [users.tenantId, users.id] }),
    index('topic_records_application_idx').on(t.tenantId, t.applicationId, t.occurredOn),
    index('topic_records_author_idx').on(t.tenantId, t.authorUserId),
    check('topic_records_kind_check', sql`${t.kind} in ('meeting', 'lesson', 'survey', 'data', 'other')`),
  ],
);

/**
 * A file of a topic: an application attachment (no stage, no record), a stage filing's document or a process
 * record's file. `public` is the host's choice of what the share page shows.
 */
export const topicFiles = pgTable(
  'topic_files',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    stageId: bigint('stage_id', { mode: 'number' }),
    recordId: bigint('record_id', { mode: 'number' }),
    fileId: uuid('file_id').notNull(),
    sort: integer('sort').notNull(),
    public: boolean('public').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'topic_files_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [topicApplications.tenantId, topicApplications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'topic_files_stage_fk',
      columns: [t.tenantId, t.stageId],
      foreignColumns: [topicStages.tenantId, topicStages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'topic_files_record_fk',
      columns: [t.tenantId, t.recordId],
      foreignColumns: [topicRecords.tenantId, topicRecords.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'topic_files_file_fk', columns: [t.tenantId, t.fileId], foreignColumns: [storedFiles.tenantId, storedFiles.id] }),
    index('topic_files_owner_idx').on(t.tenantId, t.applicationId, t.stageId, t.recordId),
    index('topic_files_file_idx').on(t.tenantId, t.fileId),
    check('topic_files_owner_check', sql`${t.stageId} is null or ${t.recordId} is null`),
  ],
);

/**
 * An expert on the panel of a review (an application's plan scoring or a conclusion's appraisal) and what they
 * gave: a score (0-100) for a plan, an appraisal for a conclusion, with a comment; submitted once.
 */
export const topicPanel = pgTable(
  'topic_panel',
  {
    tenantId: integer('tenant_id').notNull(),
    reviewInstanceId: bigint('review_instance_id', { mode: 'number' }).notNull(),
    expertUserId: bigint('expert_user_id', { mode: 'number' }).notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    /** application or conclusion. */
    kind: text('kind').notNull(),
    score: numeric('score', { precision: 4, scale: 1, mode: 'number' }),
    appraisal: text('appraisal'),
    comment: text('comment'),
    assignedBy: bigint('assigned_by', { mode: 'number' }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.reviewInstanceId, t.expertUserId] }),
    foreignKey({
      name: 'topic_panel_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [topicApplications.tenantId, topicApplications.id],
    }),
    foreignKey({ name: 'topic_panel_expert_fk', columns: [t.tenantId, t.expertUserId], foreignColumns: [users.tenantId, users.id] }),
    index('topic_panel_expert_idx').on(t.tenantId, t.expertUserId, t.submittedAt),
    check('topic_panel_kind_check', sql`${t.kind} in ('application', 'conclusion')`),
    check('topic_panel_appraisal_check', sql`${t.appraisal} is null or ${t.appraisal} in ('excellent', 'pass', 'fail')`),
  ],
);

/** The last topic number given per tenant and year: approval takes the next one in its transaction. */
export const topicNumberCounters = pgTable(
  'topic_number_counters',
  {
    tenantId: integer('tenant_id').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);
