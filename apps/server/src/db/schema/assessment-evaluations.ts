import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';
import { trainingProgrammes, trainingUnits } from './training';

/**
 * A questionnaire (问卷, issue 38) on a programme's unit of kind `evaluation`. `owner_unit_id` is the programme's
 * organiser (whose staff, and the staff above, manage it). `questions` is the contract's EvaluationQuestion list;
 * answers name a question by its position, so the list is fixed once the first answer exists, as is `anonymous`.
 * Null `opens_at`/`closes_at`: the programme's dates. `version` guards staff edits.
 */
export const assessmentEvaluations = pgTable(
  'assessment_evaluations',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    /** draft or published. */
    status: text('status').notNull().default('draft'),
    programmeId: bigint('programme_id', { mode: 'number' }).notNull(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    anonymous: boolean('anonymous').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    questions: jsonb('questions').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.programmeId], foreignColumns: [trainingProgrammes.tenantId, trainingProgrammes.id] }),
    foreignKey({ columns: [t.tenantId, t.unitId], foreignColumns: [trainingUnits.tenantId, trainingUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    // One questionnaire per unit, so a unit's completion has one questionnaire behind it.
    uniqueIndex('assessment_evaluations_unit_key').on(t.tenantId, t.unitId),
    // The staff's lists: a programme's questionnaires, and an owner's newest first.
    index('assessment_evaluations_programme_idx').on(t.tenantId, t.programmeId),
    index('assessment_evaluations_owner_idx').on(t.tenantId, t.ownerUnitId, t.updatedAt.desc(), t.id.desc()),
  ],
);

/**
 * That a teacher has answered a questionnaire (for completion and one answer each) and nothing more: no time, no
 * reference to the answer. For an anonymous questionnaire it is the only row that names the teacher.
 */
export const assessmentEvaluationRespondents = pgTable(
  'assessment_evaluation_respondents',
  {
    tenantId: integer('tenant_id').notNull(),
    evaluationId: bigint('evaluation_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.evaluationId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.evaluationId], foreignColumns: [assessmentEvaluations.tenantId, assessmentEvaluations.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * One teacher's answers (the contract's answers, one per question by position). Anonymous answers hold no user id, the
 * questionnaire's first day for every answer (not the day answered) and a random id (no serial), so neither a column
 * nor the ids' order matches a row to its respondent. Named answers hold the user id and the day answered.
 */
export const assessmentEvaluationResponses = pgTable(
  'assessment_evaluation_responses',
  {
    tenantId: integer('tenant_id').notNull(),
    evaluationId: bigint('evaluation_id', { mode: 'number' }).notNull(),
    id: uuid('id').notNull(),
    /** Null for an anonymous questionnaire. */
    userId: bigint('user_id', { mode: 'number' }),
    /** The China day answered; for an anonymous questionnaire its first day, the same for every answer. */
    answeredOn: date('answered_on').notNull(),
    answers: jsonb('answers').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.evaluationId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.evaluationId], foreignColumns: [assessmentEvaluations.tenantId, assessmentEvaluations.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // A named questionnaire's answers, one per teacher (the respondents' row guards anonymous ones).
    uniqueIndex('assessment_evaluation_responses_user_key')
      .on(t.tenantId, t.evaluationId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
