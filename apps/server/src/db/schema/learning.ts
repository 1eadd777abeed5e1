import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';
import { trainingProgrammes, trainingUnits } from './training';

/**
 * What the server has accepted of one teacher watching one lesson (or keeping one document open): the merged
 * watched intervals and the last accepted heartbeat. Heartbeats are the hottest write of the platform, so each one
 * is a single compare-and-set UPDATE of this row by its key (`last_seq` is the compare), and nothing else.
 */
export const lessonWatchStates = pgTable(
  'lesson_watch_states',
  {
    tenantId: integer('tenant_id').notNull(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Sorted, disjoint `[start, end]` pairs of media seconds. */
    intervals: jsonb('intervals')
      .$type<[number, number][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Media seconds the intervals cover, kept beside them so lists need not parse the intervals. */
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    lastSeq: bigint('last_seq', { mode: 'number' }),
    /** Server receive time of the last accepted heartbeat, epoch milliseconds. */
    lastSentAt: bigint('last_sent_at', { mode: 'number' }),
    lastPosition: doublePrecision('last_position'),
    lastVisible: boolean('last_visible'),
    startedAt: bigint('started_at', { mode: 'number' }),
    /** Accepted heartbeats; lets an operator (and the benchmark) check that no acknowledged heartbeat was lost. */
    heartbeats: integer('heartbeats').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    /**
     * Presence checks. Server time (epoch ms) from which the next check is due; drawn at random on the server and
     * never sent. Null until the first heartbeat of a session schedules one.
     */
    presenceDueAt: bigint('presence_due_at', { mode: 'number' }),
    /** The check awaiting an answer (a row of lesson_presence_checks), if any. */
    presenceCheckId: uuid('presence_check_id'),
    /** Crediting stopped since (epoch ms, the issue of a check still pending, missed or failed); null while credited. */
    presenceHeldSince: bigint('presence_held_since', { mode: 'number' }),
    /** Raised by every presence change; heartbeats compare it with `last_seq` so an answer stored meanwhile is seen. */
    presenceVersion: integer('presence_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.unitId, t.userId] }),
    foreignKey({
      name: 'lesson_watch_states_unit_fk',
      columns: [t.tenantId, t.unitId],
      foreignColumns: [trainingUnits.tenantId, trainingUnits.id],
    }),
    foreignKey({ name: 'lesson_watch_states_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
  ],
);

/**
 * An author's choice question at a moment of a lesson (an in-video quiz); asked as a presence check when playback
 * crosses `at_second`. The right choice stays here. Deleting keeps the row (`removed_at`) for the results already had.
 */
export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    atSecond: integer('at_second').notNull(),
    prompt: text('prompt').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    correctChoice: smallint('correct_choice').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    updatedBy: bigint('updated_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'lesson_questions_unit_fk',
      columns: [t.tenantId, t.unitId],
      foreignColumns: [trainingUnits.tenantId, trainingUnits.id],
    }),
    index('lesson_questions_unit_idx').on(t.tenantId, t.unitId, t.atSecond),
  ],
);

/**
 * Every presence check issued to a teacher on a lesson, with its right choice and how it ended: pending, passed,
 * missed (no answer in the window) or failed (wrong twice). A pending row past its deadline counts as missed.
 */
export const lessonPresenceChecks = pgTable(
  'lesson_presence_checks',
  {
    tenantId: integer('tenant_id').notNull(),
    id: uuid('id').notNull(),
    unitId: bigint('unit_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** pick_number or question. */
    kind: text('kind').notNull(),
    questionId: bigint('question_id', { mode: 'number' }),
    prompt: text('prompt').notNull(),
    choices: jsonb('choices').$type<string[]>().notNull(),
    correctChoice: smallint('correct_choice').notNull(),
    /** Playback position when it was issued. */
    position: doublePrecision('position').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
    wrongAnswers: smallint('wrong_answers').notNull().default(0),
    /** pending, passed, missed or failed. */
    outcome: text('outcome').notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'lesson_presence_checks_unit_fk',
      columns: [t.tenantId, t.unitId],
      foreignColumns: [trainingUnits.tenantId, trainingUnits.id],
    }),
    foreignKey({ name: 'lesson_presence_checks_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('lesson_presence_checks_unit_user_idx').on(t.tenantId, t.unitId, t.userId),
    index('lesson_presence_checks_issued_idx').on(t.tenantId, t.issuedAt),
    index('lesson_presence_checks_question_idx')
      .on(t.tenantId, t.questionId)
      .where(sql`question_id is not null`),
  ],
);

/** A tenant's categories of learning hours (公需课程, 专业课程, 师德师风, ...); programmes and declarations name one. */
export const learningHourCategories = pgTable(
  'learning_hour_categories',
  {
    tenantId: integer('tenant_id').notNull(),
    code: text('code').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** A tenant's requirement for one year: total hours and, per category, a minimum. */
export const learningRequirements = pgTable(
  'learning_requirements',
  {
    tenantId: integer('tenant_id').notNull(),
    year: smallint('year').notNull(),
    totalHours: numeric('total_hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    /** `{ categoryCode: minimumHours }`. */
    categoryMinimums: jsonb('category_minimums')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedBy: bigint('updated_by', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year] })],
);

/** Per-tenant crediting settings. A tenant without a row uses the defaults. */
export const learningSettings = pgTable('learning_settings', {
  tenantId: integer('tenant_id').primaryKey(),
  /** Share of a video's length the watched intervals must cover for the lesson to be complete. */
  completionShare: numeric('completion_share', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0.95),
  /** Presence checks on average every this many minutes; null turns them off. */
  presenceEveryMinutes: smallint('presence_every_minutes').default(10),
  /** Seconds to answer a presence check in. */
  presenceAnswerSeconds: smallint('presence_answer_seconds').notNull().default(60),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The learning-hours ledger. Entries are never edited or deleted: a mistake is undone by a reversal entry (negative
 * hours, `reverses_entry_id` set), at most one per entry. A source credits once per `attempt`; a new attempt is only
 * possible after the previous credit of the same source was reversed.
 */
export const learningHourEntries = pgTable(
  'learning_hour_entries',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** lesson, offline, programme, declared or reversal. */
    source: text('source').notNull(),
    /** The unit, programme or declaration credited; null for reversals. */
    sourceRef: text('source_ref'),
    attempt: integer('attempt').notNull().default(1),
    programmeId: bigint('programme_id', { mode: 'number' }),
    /** What was credited, as it was titled then. */
    title: text('title').notNull(),
    hours: numeric('hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    category: text('category').notNull(),
    year: smallint('year').notNull(),
    /** The day (China time) the credit was earned. */
    creditedOn: date('credited_on').notNull(),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    reason: text('reason'),
    /** Null when the platform credited it (watching, reading, completion). */
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'learning_hour_entries_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    uniqueIndex('learning_hour_entries_source_key')
      .on(t.tenantId, t.userId, t.source, t.sourceRef, t.attempt)
      .where(sql`source <> 'reversal'`),
    uniqueIndex('learning_hour_entries_reversal_key')
      .on(t.tenantId, t.reversesEntryId)
      .where(sql`reverses_entry_id is not null`),
    index('learning_hour_entries_user_year_idx').on(t.tenantId, t.userId, t.year),
    index('learning_hour_entries_year_idx').on(t.tenantId, t.year, t.userId),
  ],
);

/**
 * Each teacher's net hours of one year, in tenths, in total and by category code: the ledger summed ahead of time so
 * a report page reads one row per teacher instead of aggregating every entry of the year. Kept by the trigger
 * `learning_hour_entries_totals` (migration 0013), in the same statement, so the same transaction, as each entry,
 * reversals included; that migration also backfilled it from the ledger.
 */
export const learningHourTotals = pgTable(
  'learning_hour_totals',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    year: smallint('year').notNull(),
    totalTenths: integer('total_tenths').notNull().default(0),
    /** `{ categoryCode: tenths }`, a category netted to 0 by reversals included. */
    byCategory: jsonb('by_category')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.year, t.userId] }),
    foreignKey({ name: 'learning_hour_totals_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // A teacher's years, for the report counts' triggers when the teacher joins, leaves or moves unit.
    index('learning_hour_totals_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * The hours report's counts, kept per tenant, year and org unit so a report page need not count every teacher in
 * scope: of the unit's teachers in the report's scope (active, teacher role, with a teachers row), how many have a
 * totals row for the year and how many of those meet the year's requirement. Kept by triggers (migration 0023) in
 * the same transaction as the totals (so as each ledger entry, reversals included), as a teacher joins, leaves or
 * moves unit, and as the year's requirement changes (a recount of that tenant and year).
 */
export const learningReportUnitCounts = pgTable(
  'learning_report_unit_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    year: smallint('year').notNull(),
    orgUnitId: bigint('org_unit_id', { mode: 'number' }).notNull(),
    /** Teachers in scope with a learning_hour_totals row for the year. */
    withTotals: integer('with_totals').notNull().default(0),
    /** Of those, how many meet the year's requirement. */
    met: integer('met').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.year, t.orgUnitId] })],
);

/** Teachers in the hours report's scope per org unit, whatever the year (see learning_report_unit_counts). */
export const learningReportUnitTeachers = pgTable(
  'learning_report_unit_teachers',
  {
    tenantId: integer('tenant_id').notNull(),
    orgUnitId: bigint('org_unit_id', { mode: 'number' }).notNull(),
    teachers: integer('teachers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.orgUnitId] })],
);

/** Hours a teacher earned elsewhere, declared with evidence and approved through the review engine. */
export const learningHourDeclarations = pgTable(
  'learning_hour_declarations',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The teacher the hours are for. */
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** Who filed it (the teacher, or staff on the teacher's behalf). */
    declaredBy: bigint('declared_by', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    organiser: text('organiser').notNull().default(''),
    category: text('category').notNull(),
    hours: numeric('hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    /** The day the training ended; the credit falls in its year. */
    activityOn: date('activity_on').notNull(),
    evidenceFileIds: uuid('evidence_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    reviewInstanceId: bigint('review_instance_id', { mode: 'number' }),
    /** pending, approved, rejected or withdrawn. */
    status: text('status').notNull().default('pending'),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'learning_hour_declarations_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('learning_hour_declarations_user_idx').on(t.tenantId, t.userId, t.status),
  ],
);

/**
 * A certificate of completed training. The code is what the public verification page looks up, unique across
 * tenants. The name, title, hours and issuer are kept as issued, so later edits elsewhere do not change a
 * certificate already handed out. Revoking keeps the row.
 */
export const certificates = pgTable(
  'certificates',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    programmeId: bigint('programme_id', { mode: 'number' }),
    /** programme (issued on completion), staff (issued by hand, e.g. for offline training) or award (another domain's honour, e.g. a selection's winner). */
    source: text('source').notNull(),
    teacherName: text('teacher_name').notNull(),
    title: text('title').notNull(),
    hours: numeric('hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    issuerUnitId: bigint('issuer_unit_id', { mode: 'number' }).notNull(),
    issuerName: text('issuer_name').notNull(),
    issuedOn: date('issued_on').notNull(),
    expiresOn: date('expires_on'),
    issuedBy: bigint('issued_by', { mode: 'number' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: bigint('revoked_by', { mode: 'number' }),
    revokeReason: text('revoke_reason'),
    /** For an award only: the honour granted (e.g. 入选, 区级教学能手) and its level (the spec's level 1-5); the title is what it was won in. */
    awardHonour: text('award_honour'),
    awardLevel: text('award_level'),
    /** Its bit in the tenant's revocation status list (issue 43); given the first time it is downloaded as a credential. */
    statusListIndex: integer('status_list_index'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_status_list_key')
      .on(t.tenantId, t.statusListIndex)
      .where(sql`status_list_index is not null`),
    foreignKey({ name: 'certificates_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({
      name: 'certificates_programme_fk',
      columns: [t.tenantId, t.programmeId],
      foreignColumns: [trainingProgrammes.tenantId, trainingProgrammes.id],
    }),
    foreignKey({ name: 'certificates_issuer_fk', columns: [t.tenantId, t.issuerUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    // Completion issues one certificate per programme and teacher, however often completion is reached.
    uniqueIndex('certificates_programme_user_key')
      .on(t.tenantId, t.programmeId, t.userId)
      .where(sql`source = 'programme'`),
    index('certificates_user_idx').on(t.tenantId, t.userId),
    index('certificates_programme_idx').on(t.tenantId, t.programmeId),
  ],
);
