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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assessmentBanks, assessmentQuestions } from './assessment';
import { users } from './identity';
import { orgUnits } from './org';
import { trainingProgrammes, trainingUnits } from './training';

/**
 * An exam (issue 38): a programme's unit of kind `exam` (programme and unit set) or a school's standalone exam (school
 * set). `owner_unit_id` is the unit whose staff manage it (the programme's organiser, or the school). Its paper is
 * fixed (`assessment_exam_items`) or drawn per attempt by rules (`assessment_exam_rules`); `total_points` and
 * `question_count` are the paper's, known from either. `version` guards staff edits.
 */
export const assessmentExams = pgTable(
  'assessment_exams',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    /** draft or published. */
    status: text('status').notNull().default('draft'),
    programmeId: bigint('programme_id', { mode: 'number' }),
    unitId: bigint('unit_id', { mode: 'number' }),
    schoolId: bigint('school_id', { mode: 'number' }),
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    /** fixed or random. */
    paperMode: text('paper_mode').notNull(),
    timeLimitMinutes: integer('time_limit_minutes'),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Null: unlimited. */
    attemptsAllowed: integer('attempts_allowed'),
    /** best, last or first. */
    counts: text('counts').notNull(),
    passPercent: integer('pass_percent').notNull(),
    shuffleQuestions: boolean('shuffle_questions').notNull(),
    shuffleOptions: boolean('shuffle_options').notNull(),
    /** never, after_submit or after_close. */
    revealResults: text('reveal_results').notNull(),
    revealExplanations: text('reveal_explanations').notNull(),
    totalPoints: integer('total_points').notNull(),
    questionCount: integer('question_count').notNull(),
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
    foreignKey({ columns: [t.tenantId, t.schoolId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    check(
      'assessment_exams_placement_check',
      sql`(${t.unitId} is not null and ${t.programmeId} is not null) <> (${t.schoolId} is not null)`,
    ),
    check('assessment_exams_pass_check', sql`${t.passPercent} between 0 and 100`),
    // One exam per unit, so a unit's completion has one exam behind it.
    uniqueIndex('assessment_exams_unit_key').on(t.tenantId, t.unitId),
    // The staff's list: an owner's exams, newest first.
    index('assessment_exams_owner_idx').on(t.tenantId, t.ownerUnitId, t.updatedAt.desc(), t.id.desc()),
  ],
);

/** A fixed paper's question, in order, with its points. */
export const assessmentExamItems = pgTable(
  'assessment_exam_items',
  {
    tenantId: integer('tenant_id').notNull(),
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.examId, t.position] }),
    foreignKey({ columns: [t.tenantId, t.examId], foreignColumns: [assessmentExams.tenantId, assessmentExams.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.questionId], foreignColumns: [assessmentQuestions.tenantId, assessmentQuestions.id] }),
    // Whether an exam uses a question (a question's removal asks).
    index('assessment_exam_items_question_idx').on(t.tenantId, t.questionId),
  ],
);

/** A random paper's rule, in order. Empty arrays do not restrict. */
export const assessmentExamRules = pgTable(
  'assessment_exam_rules',
  {
    tenantId: integer('tenant_id').notNull(),
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    bankId: bigint('bank_id', { mode: 'number' }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    difficulties: integer('difficulties')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    kinds: text('kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    count: integer('count').notNull(),
    pointsEach: integer('points_each').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.examId, t.position] }),
    foreignKey({ columns: [t.tenantId, t.examId], foreignColumns: [assessmentExams.tenantId, assessmentExams.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.bankId], foreignColumns: [assessmentBanks.tenantId, assessmentBanks.id] }),
  ],
);

/**
 * A teacher's attempt at an exam. Open until submitted (by the teacher, or by the server once `deadline_at` passed);
 * then grading while short answers wait for a person, then graded with its score and pass. At most one open attempt
 * per teacher and exam (the partial unique index), so two starts at once make one attempt and the other answers 409.
 */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    examId: bigint('exam_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 1 for the teacher's first attempt at the exam. */
    number: integer('number').notNull(),
    /** open, grading or graded. */
    status: text('status').notNull().default('open'),
    /** Drew the paper and shuffled its options; kept so the paper can be explained. */
    seed: integer('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** teacher or deadline. */
    submittedBy: text('submitted_by'),
    maxScore: integer('max_score').notNull(),
    /** Null until every answer is graded. */
    score: integer('score'),
    passed: boolean('passed'),
    /** Short answers still waiting for a grader. */
    pendingCount: integer('pending_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.examId], foreignColumns: [assessmentExams.tenantId, assessmentExams.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('assessment_attempts_number_key').on(t.tenantId, t.examId, t.userId, t.number),
    uniqueIndex('assessment_attempts_open_key')
      .on(t.tenantId, t.examId, t.userId)
      .where(sql`${t.status} = 'open'`),
    // An exam's attempts for staff, newest first; and the grading queue (attempts waiting for a grader).
    index('assessment_attempts_exam_idx').on(t.tenantId, t.examId, t.startedAt.desc()),
    index('assessment_attempts_grading_idx')
      .on(t.tenantId, t.submittedAt)
      .where(sql`${t.status} = 'grading'`),
  ],
);

/**
 * A question of an attempt's paper, at its position, naming the question version it shows, with the option order the
 * attempt shows, the answer as given (null until saved) and, once graded, its outcome, points and feedback.
 */
export const assessmentAttemptAnswers = pgTable(
  'assessment_attempt_answers',
  {
    tenantId: integer('tenant_id').notNull(),
    attemptId: bigint('attempt_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    points: integer('points').notNull(),
    optionOrder: text('option_order')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The contract's AnswerBody as given. */
    answer: jsonb('answer'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** correct, partial, wrong, unanswered or pending; null until submitted. */
    outcome: text('outcome'),
    awarded: integer('awarded'),
    feedback: text('feedback'),
    gradedBy: bigint('graded_by', { mode: 'number' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.attemptId, t.position] }),
    foreignKey({ columns: [t.tenantId, t.attemptId], foreignColumns: [assessmentAttempts.tenantId, assessmentAttempts.id] }),
    foreignKey({ columns: [t.tenantId, t.questionId], foreignColumns: [assessmentQuestions.tenantId, assessmentQuestions.id] }),
    foreignKey({ columns: [t.tenantId, t.gradedBy], foreignColumns: [users.tenantId, users.id] }),
    index('assessment_attempt_answers_question_idx').on(t.tenantId, t.questionId),
  ],
);
