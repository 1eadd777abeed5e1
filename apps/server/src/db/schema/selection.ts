import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';

/**
 * A selection project (评选): run by an org unit (a district, or a school for school-level ones). A draft is edited
 * freely; publishing freezes its groups and items; a published project can only be extended or closed. `version`
 * guards every write.
 */
export const selectionProjects = pgTable(
  'selection_projects',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The org unit running it: applicants are teachers under it. */
    ownerOrgId: bigint('owner_org_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Spec enumerations as their string values: category 1-2, kind 1-3, level 1-5, apply scope 1-2, self-review 1-4. */
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    level: text('level').notNull(),
    applyScope: text('apply_scope').notNull(),
    selfReview: text('self_review').notNull(),
    /** mean or trimmed: how experts' scores combine (read by scoring). */
    scoreAggregation: text('score_aggregation').notNull().default('mean'),
    /** draft, published or closed. */
    state: text('state').notNull().default('draft'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Sections, subjects, roles, phases and minimum learning hours, as the contract's Eligibility. */
    eligibility: jsonb('eligibility').notNull(),
    /** Places per school; null for no limit. */
    schoolQuota: integer('school_quota'),
    copiedFromId: bigint('copied_from_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'selection_projects_owner_fk',
      columns: [t.tenantId, t.ownerOrgId],
      foreignColumns: [orgUnits.tenantId, orgUnits.id],
    }),
    index('selection_projects_state_idx').on(t.tenantId, t.state, t.endsAt),
    check('selection_projects_state_check', sql`${t.state} in ('draft', 'published', 'closed')`),
    check('selection_projects_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A group of a classified project: applicants of one school section (and subject), with its own quota per school. */
export const selectionGroups = pgTable(
  'selection_groups',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    sectionCode: text('section_code').notNull(),
    /** Null for every subject of the section. */
    subjectCode: text('subject_code'),
    /** Places per school in this group; null for none beyond the project's. */
    quota: integer('quota'),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'selection_groups_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [selectionProjects.tenantId, selectionProjects.id],
    }).onDelete('cascade'),
    uniqueIndex('selection_groups_sort_key').on(t.tenantId, t.projectId, t.sort),
  ],
);

/**
 * The application form of a project: sections (no parent) holding ordered indicators (parent = their section). An
 * indicator is text, number, choice, file or record, with a maximum score, a scoring guide, options and whether it
 * is required. Ids are stable once the project is published (values and scores refer to them).
 */
export const selectionItems = pgTable(
  'selection_items',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    /** The section of an indicator; null for a section. */
    parentId: bigint('parent_id', { mode: 'number' }),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    /** section, or the indicator's kind: text, number, choice, file, record. */
    kind: text('kind').notNull(),
    maxScore: numeric('max_score', { precision: 7, scale: 1, mode: 'number' }).notNull().default(0),
    guide: text('guide').notNull().default(''),
    /** Choice options `[{ key, label }]`. */
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    multiple: boolean('multiple').notNull().default(false),
    required: boolean('required').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'selection_items_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [selectionProjects.tenantId, selectionProjects.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'selection_items_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      'cascade',
    ),
    index('selection_items_project_idx').on(t.tenantId, t.projectId, t.parentId, t.sort),
    check('selection_items_kind_check', sql`${t.kind} in ('section', 'text', 'number', 'choice', 'file', 'record')`),
    check('selection_items_shape_check', sql`(${t.kind} = 'section') = (${t.parentId} is null)`),
  ],
);

/**
 * A teacher's application to a project: one per teacher and project. Its review (status, steps, rounds, decisions)
 * lives in the review engine's tables, opened when the draft is created; `version` guards the teacher's draft
 * saves. `recommendedAt` is set when the school recommends it and cleared when it is returned: it holds one of the
 * school's places while the review runs or after it passed. The result is set by scoring.
 */
export const selectionApplications = pgTable(
  'selection_applications',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The applicant's school when they applied (quota and reviewers go by it). */
    orgUnitId: bigint('org_unit_id', { mode: 'number' }).notNull(),
    /** The group of a classified project. */
    groupId: bigint('group_id', { mode: 'number' }),
    /** Applicant information as the contract's ApplicantInfo. */
    applicant: jsonb('applicant').notNull(),
    reviewInstanceId: bigint('review_instance_id', { mode: 'number' }),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }),
    /** selected or notSelected, set by the results; provisional during the public notice, then final. */
    result: text('result'),
    resultStage: text('result_stage'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'selection_applications_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [selectionProjects.tenantId, selectionProjects.id],
    }),
    foreignKey({ name: 'selection_applications_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      name: 'selection_applications_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [selectionGroups.tenantId, selectionGroups.id],
    }),
    uniqueIndex('selection_applications_user_key').on(t.tenantId, t.projectId, t.userId),
    index('selection_applications_quota_idx').on(t.tenantId, t.projectId, t.orgUnitId, t.groupId),
    index('selection_applications_review_idx').on(t.tenantId, t.reviewInstanceId),
    check('selection_applications_result_check', sql`${t.result} is null or ${t.result} in ('selected', 'notSelected')`),
  ],
);

/** An application's value and self score for one indicator (kind-shaped value, as the contract's IndicatorValueInput). */
export const selectionItemValues = pgTable(
  'selection_item_values',
  {
    tenantId: integer('tenant_id').notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    value: jsonb('value'),
    selfScore: numeric('self_score', { precision: 7, scale: 1, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.applicationId, t.itemId] }),
    foreignKey({
      name: 'selection_item_values_application_fk',
      columns: [t.tenantId, t.applicationId],
      foreignColumns: [selectionApplications.tenantId, selectionApplications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'selection_item_values_item_fk',
      columns: [t.tenantId, t.itemId],
      foreignColumns: [selectionItems.tenantId, selectionItems.id],
    }),
  ],
);
