import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';
import { researchActivities, researchActivityStages, researchParticipants } from './research';

// What happens inside a research activity: discussion posts, observation forms, attendance, task hand-ins and the
// organiser's summary. Files are named by id in uuid arrays (GIN-indexed, so the files domain's deletion check is
// one index probe per table); the files domain keeps the bytes.

/** One indicator of an observation form, as stored in a template and in a stage's copy. */
export type StoredIndicator = { key: string; title: string; hint: string; maxScore: number };
/** One indicator's score in a filled form. */
export type StoredScore = { key: string; score: number; comment: string };

/**
 * A post or reply of a discussion stage. Replies name their thread's first post (`parent_id`), so threads are
 * one level deep however people reply. No reply counter on the thread: 200 people replying at once would queue
 * on its row; a page counts the replies of its threads through the replies index instead.
 */
export const researchPosts = pgTable(
  'research_posts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    stageId: bigint('stage_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    authorUserId: bigint('author_user_id', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    mentionUserIds: bigint('mention_user_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    pinned: boolean('pinned').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: bigint('hidden_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'research_posts_stage_fk',
      columns: [t.tenantId, t.stageId],
      foreignColumns: [researchActivityStages.tenantId, researchActivityStages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'research_posts_activity_fk',
      columns: [t.tenantId, t.activityId],
      foreignColumns: [researchActivities.tenantId, researchActivities.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'research_posts_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'research_posts_author_fk', columns: [t.tenantId, t.authorUserId], foreignColumns: [users.tenantId, users.id] }),
    // A page of threads: pinned first, then newest, resumed from a (pinned, id) cursor.
    index('research_posts_threads_idx')
      .on(t.tenantId, t.stageId, t.pinned.desc(), t.id.desc())
      .where(sql`parent_id is null`),
    index('research_posts_replies_idx')
      .on(t.tenantId, t.parentId, t.id)
      .where(sql`parent_id is not null`),
    index('research_posts_files_idx').using('gin', t.fileIds),
  ],
);

/** An observation form template of the district's library (indicators with maximum scores). */
export const researchFormTemplates = pgTable(
  'research_form_templates',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    indicators: jsonb('indicators').$type<StoredIndicator[]>().notNull(),
    /** The unit whose staff maintain it (the district's). */
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'research_form_templates_owner_fk',
      columns: [t.tenantId, t.ownerUnitId],
      foreignColumns: [orgUnits.tenantId, orgUnits.id],
    }),
  ],
);

/**
 * The form an observation stage uses: a copy of its template taken when the published activity's form is first
 * read or filled, so later edits of the template do not change what people are scoring.
 */
export const researchStageForms = pgTable(
  'research_stage_forms',
  {
    tenantId: integer('tenant_id').notNull(),
    stageId: bigint('stage_id', { mode: 'number' }).notNull(),
    templateId: bigint('template_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    indicators: jsonb('indicators').$type<StoredIndicator[]>().notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.stageId] }),
    foreignKey({
      name: 'research_stage_forms_stage_fk',
      columns: [t.tenantId, t.stageId],
      foreignColumns: [researchActivityStages.tenantId, researchActivityStages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'research_stage_forms_template_fk',
      columns: [t.tenantId, t.templateId],
      foreignColumns: [researchFormTemplates.tenantId, researchFormTemplates.id],
    }),
  ],
);

/** A participant's filled observation form: one per person and stage; handing in again replaces it. */
export const researchObservations = pgTable(
  'research_observations',
  {
    tenantId: integer('tenant_id').notNull(),
    stageId: bigint('stage_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    scores: jsonb('scores').$type<StoredScore[]>().notNull(),
    total: numeric('total', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    comment: text('comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.stageId, t.userId] }),
    foreignKey({
      name: 'research_observations_form_fk',
      columns: [t.tenantId, t.stageId],
      foreignColumns: [researchStageForms.tenantId, researchStageForms.stageId],
    }).onDelete('cascade'),
    foreignKey({ name: 'research_observations_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * A participant's recorded attendance: one row per person and activity (the key), so a check-in is recorded once
 * however often a code is replayed. `code_window` is the 30-second window of the code they scanned.
 */
export const researchAttendance = pgTable(
  'research_attendance',
  {
    tenantId: integer('tenant_id').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** code (scanned), typed or manual. */
    method: text('method').notNull(),
    codeWindow: bigint('code_window', { mode: 'number' }),
    /** The organiser who marked a manual attendance. */
    markedBy: bigint('marked_by', { mode: 'number' }),
    attendedAt: timestamp('attended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.activityId, t.userId] }),
    foreignKey({
      name: 'research_attendance_participant_fk',
      columns: [t.tenantId, t.activityId, t.userId],
      foreignColumns: [researchParticipants.tenantId, researchParticipants.activityId, researchParticipants.userId],
    }).onDelete('cascade'),
  ],
);

/** A participant's hand-in of a task stage: one per person and stage; handing in again replaces it. */
export const researchHandIns = pgTable(
  'research_hand_ins',
  {
    tenantId: integer('tenant_id').notNull(),
    stageId: bigint('stage_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fileIds: uuid('file_ids').array().notNull(),
    note: text('note').notNull().default(''),
    handedInAt: timestamp('handed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.stageId, t.userId] }),
    foreignKey({
      name: 'research_hand_ins_stage_fk',
      columns: [t.tenantId, t.stageId],
      foreignColumns: [researchActivityStages.tenantId, researchActivityStages.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'research_hand_ins_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('research_hand_ins_newest_idx').on(t.tenantId, t.stageId, t.handedInAt.desc()),
    index('research_hand_ins_files_idx').using('gin', t.fileIds),
  ],
);

/** The organiser's summary of an activity (one per activity); saving it with `close` closes the activity. */
export const researchSummaries = pgTable(
  'research_summaries',
  {
    tenantId: integer('tenant_id').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    body: text('body').notNull(),
    photoFileIds: uuid('photo_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    authorUserId: bigint('author_user_id', { mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.activityId] }),
    foreignKey({
      name: 'research_summaries_activity_fk',
      columns: [t.tenantId, t.activityId],
      foreignColumns: [researchActivities.tenantId, researchActivities.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'research_summaries_author_fk', columns: [t.tenantId, t.authorUserId], foreignColumns: [users.tenantId, users.id] }),
    index('research_summaries_files_idx').using('gin', t.photoFileIds),
  ],
);
