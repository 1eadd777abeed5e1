import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { selectionApplications, selectionGroups, selectionItems, selectionProjects } from './selection';

/**
 * An expert on the panel of a project's group (the whole project, group null, when it applies without groups).
 * The expert scores the group's applications that passed review, except those of their own school.
 */
export const selectionPanelExperts = pgTable(
  'selection_panel_experts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    groupId: bigint('group_id', { mode: 'number' }),
    expertUserId: bigint('expert_user_id', { mode: 'number' }).notNull(),
    assignedBy: bigint('assigned_by', { mode: 'number' }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'selection_panel_experts_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [selectionProjects.tenantId, selectionProjects.id],
    }),
    foreignKey({
      name: 'selection_panel_experts_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [selectionGroups.tenantId, selectionGroups.id],
    }),
    foreignKey({
      name: 'selection_panel_experts_user_fk',
      columns: [t.tenantId, t.expertUserId],
      foreignColumns: [users.tenantId, users.id],
    }),
    // Once per panel; a project without groups has one panel (group null, counted as 0 here).
    uniqueIndex('selection_panel_experts_key').on(t.tenantId, t.projectId, sql`coalesce(${t.groupId}, 0)`, t.expertUserId),
    index('selection_panel_experts_expert_idx').on(t.tenantId, t.expertUserId),
  ],
);

/**
 * An expert's submitted scores of one application: the total and overall comment (the indicator scores are in
 * selection_scores). A row exists only once submitted, and submitting is once: the key refuses a second.
 */
export const selectionScoreSheets = pgTable(
  'selection_score_sheets',
  {
    tenantId: integer('tenant_id').notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    expertUserId: bigint('expert_user_id', { mode: 'number' }).notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    total: numeric('total', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    comment: text('comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId, t.expertUserId] }),
    foreignKey({
      name: 'selection_score_sheets_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [selectionApplications.tenantId, selectionApplications.id],
    }),
    foreignKey({
      name: 'selection_score_sheets_expert_fk',
      columns: [t.tenantId, t.expertUserId],
      foreignColumns: [users.tenantId, users.id],
    }),
    index('selection_score_sheets_expert_idx').on(t.tenantId, t.expertUserId, t.projectId),
    index('selection_score_sheets_project_idx').on(t.tenantId, t.projectId),
  ],
);

/** One indicator's score and comment on a submitted sheet. */
export const selectionScores = pgTable(
  'selection_scores',
  {
    tenantId: integer('tenant_id').notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    expertUserId: bigint('expert_user_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    score: numeric('score', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    comment: text('comment').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId, t.expertUserId, t.itemId] }),
    foreignKey({
      name: 'selection_scores_sheet_fk',
      columns: [t.tenantId, t.applicationId, t.expertUserId],
      foreignColumns: [selectionScoreSheets.tenantId, selectionScoreSheets.applicationId, selectionScoreSheets.expertUserId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'selection_scores_item_fk',
      columns: [t.tenantId, t.itemId],
      foreignColumns: [selectionItems.tenantId, selectionItems.id],
    }),
    check('selection_scores_score_check', sql`${t.score} >= 0`),
  ],
);

/**
 * An application's result: the aggregated score (kept current as sheets arrive, by the project's aggregation), and
 * from publication its rank in its group, whether it is selected, the outcome (provisional during the public
 * notice, then final) and the certificate issued for it.
 */
export const selectionResults = pgTable(
  'selection_results',
  {
    tenantId: integer('tenant_id').notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    groupId: bigint('group_id', { mode: 'number' }),
    /** Null until an expert submits. */
    score: numeric('score', { precision: 9, scale: 2, mode: 'number' }),
    sheets: integer('sheets').notNull().default(0),
    rank: integer('rank'),
    /** selected or notSelected; null while scoring. */
    outcome: text('outcome'),
    /** provisional or final; null while scoring. */
    stage: text('stage'),
    certificateId: bigint('certificate_id', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId] }),
    foreignKey({
      name: 'selection_results_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [selectionApplications.tenantId, selectionApplications.id],
    }),
    foreignKey({
      name: 'selection_results_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [selectionProjects.tenantId, selectionProjects.id],
    }),
    index('selection_results_project_idx').on(t.tenantId, t.projectId, t.groupId),
    check('selection_results_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('selected', 'notSelected')`),
    check('selection_results_stage_check', sql`${t.stage} is null or ${t.stage} in ('provisional', 'final')`),
  ],
);

/**
 * Where a project's results stand once published: on public notice (公示) until `notice_ends_on`, then final. No
 * row means the experts are still scoring. `version` guards publishing and finalising.
 */
export const selectionResultStates = pgTable(
  'selection_result_states',
  {
    tenantId: integer('tenant_id').notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    /** publicity or final. */
    phase: text('phase').notNull(),
    /** The last day of the notice (China time). */
    noticeEndsOn: date('notice_ends_on').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }).notNull(),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    finalisedBy: bigint('finalised_by', { mode: 'number' }),
    /** Why the notice was ended before its last day, when it was. */
    earlyEndReason: text('early_end_reason'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId] }),
    foreignKey({
      name: 'selection_result_states_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [selectionProjects.tenantId, selectionProjects.id],
    }),
    check('selection_result_states_phase_check', sql`${t.phase} in ('publicity', 'final')`),
  ],
);
