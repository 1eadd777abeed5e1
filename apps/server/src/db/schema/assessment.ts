import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';

/**
 * A question bank (题库) owned by a unit (a district office or a school). `shared_down` lets the staff of the units
 * below use its questions; an archived bank is read-only. `version` guards staff edits.
 */
export const assessmentBanks = pgTable(
  'assessment_banks',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sharedDown: boolean('shared_down').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    // One bank of a name per owning unit (case-insensitive), so two staff creating the same bank at once get a 409.
    uniqueIndex('assessment_banks_name_key').on(t.tenantId, t.ownerUnitId, sql`lower(${t.name})`),
  ],
);

/** A folder of a bank's tree; deleted (for good) only when empty. */
export const assessmentFolders = pgTable(
  'assessment_folders',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bankId: bigint('bank_id', { mode: 'number' }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.bankId], foreignColumns: [assessmentBanks.tenantId, assessmentBanks.id] }),
    foreignKey({ name: 'assessment_folders_parent_fk', columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    // One folder of a name in a place (case-insensitive); the bank's top level is parent 0 here.
    uniqueIndex('assessment_folders_name_key').on(t.tenantId, t.bankId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
  ],
);

/**
 * A question: where it lives and its current version, whose kind, difficulty, tags and stem text are repeated here so
 * lists filter without reading versions. Removed questions keep their row and versions (exam papers name them).
 */
export const assessmentQuestions = pgTable(
  'assessment_questions',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    bankId: bigint('bank_id', { mode: 'number' }).notNull(),
    folderId: bigint('folder_id', { mode: 'number' }),
    currentVersion: integer('current_version').notNull().default(1),
    kind: text('kind').notNull(),
    difficulty: smallint('difficulty').notNull(),
    /** The current stem's plain text, for the keyword filter and the list. */
    stemText: text('stem_text').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.bankId], foreignColumns: [assessmentBanks.tenantId, assessmentBanks.id] }),
    foreignKey({ columns: [t.tenantId, t.folderId], foreignColumns: [assessmentFolders.tenantId, assessmentFolders.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    check('assessment_questions_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    // The bank's list, newest first; and a folder's questions (the folder filter, "is it empty").
    index('assessment_questions_bank_idx')
      .on(t.tenantId, t.bankId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.removedAt} is null`),
    index('assessment_questions_folder_idx').on(t.tenantId, t.folderId),
    // The tag filter and the tenant's tag suggestions.
    index('assessment_questions_tags_idx').using('gin', t.tags),
  ],
);

/** One immutable version of a question: every save writes the next. Exam papers name (question, version). */
export const assessmentQuestionVersions = pgTable(
  'assessment_question_versions',
  {
    tenantId: integer('tenant_id').notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    difficulty: smallint('difficulty').notNull(),
    /** Sanitised HTML. */
    stem: text('stem').notNull(),
    /** The answer spec of the contract's QuestionAnswerSpec (option texts sanitised HTML). */
    answer: jsonb('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    savedBy: bigint('saved_by', { mode: 'number' }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.questionId, t.version] }),
    foreignKey({ columns: [t.tenantId, t.questionId], foreignColumns: [assessmentQuestions.tenantId, assessmentQuestions.id] }),
    foreignKey({ columns: [t.tenantId, t.savedBy], foreignColumns: [users.tenantId, users.id] }),
  ],
);
